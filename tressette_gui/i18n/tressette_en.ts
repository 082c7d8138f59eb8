<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
        <name>NewMatchDialog</name>
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
        <name>Texts</name>
        <message numerus="yes">
            <source>%1 took back the last move (%n actions)</source>
            <translation>
                <numerusform>%1 took back the last move (%n action)</numerusform>
                <numerusform>%1 took back the last move (%n actions)</numerusform>
            </translation>
        </message>
    </context>
</TS>
