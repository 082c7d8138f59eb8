<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Analysis</name>
        <message numerus="yes">
            <source>%1's play: %2 in %n deals and an unfinished one</source>
            <translation>
                <numerusform>%1's play: %2 in %n deal and an unfinished one</numerusform>
                <numerusform>%1's play: %2 in %n deals and an unfinished one</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1's play: %2 in %n deals</source>
            <translation>
                <numerusform>%1's play: %2 in %n deal</numerusform>
                <numerusform>%1's play: %2 in %n deals</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AnalysisPane</name>
        <message numerus="yes">
            <source>Analysing: %v of %n decisions</source>
            <translation>
                <numerusform>Analysing: %v of %n decision</numerusform>
                <numerusform>Analysing: %v of %n decisions</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EndOptionsBox</name>
        <message numerus="yes">
            <source> points</source>
            <comment>count suffix</comment>
            <translation>
                <numerusform> point</numerusform>
                <numerusform> points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> deals</source>
            <comment>count suffix</comment>
            <translation>
                <numerusform> deal</numerusform>
                <numerusform> deals</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message numerus="yes">
            <source>The trick holds %n thirds; 3 thirds make a point.</source>
            <translation>
                <numerusform>The trick holds %n third; 3 thirds make a point.</numerusform>
                <numerusform>The trick holds %n thirds; 3 thirds make a point.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The deal is over: your side made %n points, the other side %1. To play a whole match: Match &gt; New match.</source>
            <translation>
                <numerusform>The deal is over: your side made %n point, the other side %1. To play a whole match: Match &gt; New match.</numerusform>
                <numerusform>The deal is over: your side made %n points, the other side %1. To play a whole match: Match &gt; New match.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MatchEndDialog</name>
        <message numerus="yes">
            <source>a match of %n deals</source>
            <translation>
                <numerusform>a match of %n deal</numerusform>
                <numerusform>a match of %n deals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a match to %n points</source>
            <translation>
                <numerusform>a match to %n point</numerusform>
                <numerusform>a match to %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each winner gains %n ranking points and each loser loses %n (%2; +1 for each sweep by the winners). The stake above does not change them.</source>
            <translation>
                <numerusform>Each winner gains %n ranking point and each loser loses %n (%2; +1 for each sweep by the winners). The stake above does not change them.</numerusform>
                <numerusform>Each winner gains %n ranking points and each loser loses %n (%2; +1 for each sweep by the winners). The stake above does not change them.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each winner gains %n ranking points and each loser loses %n (%2; +1 for each sweep by the winners). The stake is how much the match itself was worth.</source>
            <translation type="vanished">
                <numerusform>Each winner gains %n ranking point and each loser loses %n (%2; +1 for each sweep by the winners). The stake is how much the match itself was worth.</numerusform>
                <numerusform>Each winner gains %n ranking points and each loser loses %n (%2; +1 for each sweep by the winners). The stake is how much the match itself was worth.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message numerus="yes">
            <source>%1, from %n ranked matches</source>
            <translation>
                <numerusform>%1, from %n ranked match</numerusform>
                <numerusform>%1, from %n ranked matches</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Texts</name>
        <message numerus="yes">
            <source>%1 took back %2 and the %n moves after it</source>
            <translation>
                <numerusform>%1 took back %2 and the move after it</numerusform>
                <numerusform>%1 took back %2 and the %n moves after it</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 took back their last move and the %n moves after it</source>
            <translation>
                <numerusform>%1 took back their last move and the move after it</numerusform>
                <numerusform>%1 took back their last move and the %n moves after it</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 took back the last move (%n actions)</source>
            <translation type="vanished">
                <numerusform>%1 took back the last move (%n action)</numerusform>
                <numerusform>%1 took back the last move (%n actions)</numerusform>
            </translation>
        </message>
    </context>
</TS>
