<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>New match, seed %1</source>
        <extracomment>Shortest time (ms, at normal speed) before a bot&apos;s move is shown.</extracomment>
        <translation>Nuova partita, numero %1</translation>
    </message>
    <message>
        <source>No card at that position</source>
        <translation>Nessuna carta in quella posizione</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Aspetta il tuo turno</translation>
    </message>
    <message>
        <source>Your hand is worth less than one point: ask for a new deal?</source>
        <translation>Le tue carte valgono meno di un punto: chiedi di rifare la smazzata?</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>Bot error: %1</source>
        <translation>Errore del bot: %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <extracomment>Engine reasons (IllegalActionError messages, R4, R5, R8) -&gt; friendly text.</extracomment>
        <translation>%1 gioca %2</translation>
    </message>
    <message>
        <source>%1 takes trick %2 (%3/3)</source>
        <translation>%1 prende la mano %2 (%3/3)</translation>
    </message>
    <message>
        <source>%1 declares %2 (%3): %4 points</source>
        <translation>%1 accusa %2 (%3): %4 punti</translation>
    </message>
    <message>
        <source>Deal %1, dealer %2</source>
        <translation>Smazzata %1, mazziere %2</translation>
    </message>
    <message>
        <source>spareggio %1</source>
        <translation>spareggio %1</translation>
    </message>
    <message>
        <source>Deal scored: %1 %2, %3 %4</source>
        <translation>Smazzata contata: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 asks for a new deal</source>
        <translation>%1 chiede di rifare la smazzata</translation>
    </message>
    <message>
        <source>%1 keeps the hand</source>
        <translation>%1 tiene le carte</translation>
    </message>
    <message>
        <source>%1 has napoletana decima of %2!</source>
        <translation>%1 ha la napoletana decima di %2!</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 pesca %2</translation>
    </message>
    <message>
        <source>%1 picks up %2</source>
        <translation>%1 raccoglie %2</translation>
    </message>
    <message>
        <source>%1 chooses piles</source>
        <translation>%1 sceglie i mazzetti</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Some settings were not valid and were reset to their defaults: {names}.</source>
        <extracomment>Animation speed settings, slowest first (&quot;off&quot;: no animation). Version of the settings layout, stored under ``version``; a file without it is garbage. The longest player name kept (characters).</extracomment>
        <translation>Alcune impostazioni non erano valide e sono tornate ai valori predefiniti: {names}.</translation>
    </message>
    <message>
        <source>The settings file {path} could not be read and could not be moved aside ({error}); the default settings are used.</source>
        <translation>Il file delle impostazioni {path} non si può leggere né spostare da parte ({error}); si usano le impostazioni predefinite.</translation>
    </message>
    <message>
        <source>The settings file {path} could not be read; it was renamed {moved} and the default settings are used.</source>
        <translation>Il file delle impostazioni {path} non si può leggere; è stato rinominato {moved} e si usano le impostazioni predefinite.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The saved match could not be resumed: {reason}.</source>
        <extracomment>The value of the file&apos;s ``format`` field. The file layout version this module writes and reads. The name of the save file in the folder.</extracomment>
        <translation>Non è stato possibile riprendere la partita salvata: {reason}.</translation>
    </message>
    <message>
        <source>The saved match could not be resumed: {reason}. The file was kept as {path}.</source>
        <translation>Non è stato possibile riprendere la partita salvata: {reason}. Il file è stato conservato come {path}.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <source>Deal {number}</source>
        <translation>Smazzata {number}</translation>
    </message>
    <message>
        <source>Cards taken</source>
        <translation>Carte prese</translation>
    </message>
    <message>
        <source>{thirds} terzi</source>
        <translation>{thirds} terzi</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Ultima mano</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <source>{who}: {what} +{points}</source>
        <translation>{who}: {what} +{points}</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Accusi</translation>
    </message>
    <message>
        <source>Declared points</source>
        <translation>Punti degli accusi</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <source>Deal points</source>
        <translation>Punti della smazzata</translation>
    </message>
    <message>
        <source>Match score</source>
        <translation>Punteggio della partita</translation>
    </message>
    <message>
        <source>The deal was cut short by vinco subito.</source>
        <translation>La smazzata si è interrotta per il vinco subito.</translation>
    </message>
    <message>
        <source>+1 (3 terzi)</source>
        <translation>+1 (3 terzi)</translation>
    </message>
</context>
<context>
    <name>LastTrickView</name>
    <message>
        <source>No trick yet</source>
        <extracomment>Scale of the cards in the view.</extracomment>
        <translation>Ancora nessuna mano</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tressette</source>
        <extracomment>In demo mode, how long (ms) an end-of-deal summary stays before the match goes on.</extracomment>
        <translation>Tressette</translation>
    </message>
    <message>
        <source>Busso</source>
        <translation>Busso</translation>
    </message>
    <message>
        <source>Striscio</source>
        <translation>Striscio</translation>
    </message>
    <message>
        <source>Volo</source>
        <translation>Volo</translation>
    </message>
    <message>
        <source>Ask for a new deal</source>
        <translation>Chiedi di rifare la smazzata</translation>
    </message>
    <message>
        <source>Keep the hand</source>
        <translation>Tieni le carte</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Ultima mano</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Cronaca</translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New match...</source>
        <translation>&amp;Nuova partita...</translation>
    </message>
    <message>
        <source>&amp;Demo (four bots)</source>
        <translation>&amp;Dimostrazione (quattro bot)</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abbandona</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Score &amp;sheet...</source>
        <translation>&amp;Segnapunti...</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocità delle animazioni</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>&amp;Auto-declare</source>
        <translation>&amp;Accuso automatico</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>Italiano / English (coming soon)</source>
        <translation>Italiano / English (in arrivo)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules...</source>
        <translation>&amp;Regole...</translation>
    </message>
    <message>
        <source>&amp;About...</source>
        <translation>&amp;Informazioni...</translation>
    </message>
    <message>
        <source>Your hand is worth less than one point.</source>
        <translation>Le tue carte valgono meno di un punto.</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Accusa %1</translation>
    </message>
    <message>
        <source>Signal with your lead:</source>
        <translation>Segnale con la tua giocata di mano:</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;%2&lt;/td&gt;&lt;td align=right&gt;%3 + %4/3&lt;/td&gt;&lt;td align=right&gt;%5&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;%2&lt;/td&gt;&lt;td align=right&gt;%3 + %4/3&lt;/td&gt;&lt;td align=right&gt;%5&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;Match&lt;/th&gt;&lt;th&gt;Deal %1 cards&lt;/th&gt;&lt;th&gt;Declared&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;Partita&lt;/th&gt;&lt;th&gt;Carte smazzata %1&lt;/th&gt;&lt;th&gt;Accusi&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Accusi</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>About Tressette</source>
        <translation>Informazioni su Tressette</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tressette&lt;/b&gt;&lt;br&gt;Tressette for four and Spizzichino for two, offline, with honest bots.</source>
        <translation>&lt;b&gt;Tressette&lt;/b&gt;&lt;br&gt;Tressette in quattro e Spizzichino in due, senza rete, con bot onesti.</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>Match over</source>
        <extracomment>The player asked for a new match (emitted before the dialog accepts).</extracomment>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>{left} {a} – {b} {right}</source>
        <translation>{left} {a} – {b} {right}</translation>
    </message>
    <message>
        <source>Standings:</source>
        <translation>Classifica:</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>{side} resigned</source>
        <translation>{side} ha abbandonato</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>{side} win the match</source>
        <translation>{side} vincono la partita</translation>
    </message>
    <message>
        <source>{side} wins the match</source>
        <translation>{side} vince la partita</translation>
    </message>
    <message>
        <source>The target of {target} points was reached.</source>
        <translation>È stato raggiunto il traguardo di {target} punti.</translation>
    </message>
    <message>
        <source>The last planned deal was played.</source>
        <translation>È stata giocata l&apos;ultima smazzata prevista.</translation>
    </message>
    <message>
        <source>The tie after the last deal was broken by a spareggio (tie-break deal).</source>
        <translation>Il pareggio dopo l&apos;ultima smazzata è stato risolto da uno spareggio.</translation>
    </message>
    <message>
        <source>Still tied after three spareggi: the side that took the last trick of the third one loses.</source>
        <translation>Ancora pari dopo tre spareggi: perde la coppia che ha preso l&apos;ultima mano del terzo.</translation>
    </message>
    <message>
        <source>Vinco subito: the winners reached {target} points on a trick, before the end of the deal.</source>
        <translation>Vinco subito: i vincitori hanno raggiunto {target} punti con una mano, prima della fine della smazzata.</translation>
    </message>
    <message>
        <source>The match ended on a sweep: {sweep}.</source>
        <translation>La partita è finita per un {sweep}.</translation>
    </message>
    <message>
        <source>Napoletana decima (collatondrione): ten cards of one suit in the hand win the match at once.</source>
        <translation>Napoletana decima (collatondrione): dieci carte dello stesso seme in mano vincono subito la partita.</translation>
    </message>
    <message>
        <source>The sides were tied after the last deal: the match is drawn.</source>
        <translation>Pari dopo l&apos;ultima smazzata: la partita è patta.</translation>
    </message>
    <message>
        <source>The match counts as lost by {side}.</source>
        <translation>La partita è persa da {side}.</translation>
    </message>
    <message>
        <source>napoletana decima</source>
        <translation>napoletana decima</translation>
    </message>
    <message>
        <source>Stake: {stake} ({reason}); deals played: {deals}</source>
        <translation>Posta: {stake} ({reason}); smazzate giocate: {deals}</translation>
    </message>
    <message>
        <source>Stake: {stake}; deals played: {deals}</source>
        <translation>Posta: {stake}; smazzate giocate: {deals}</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <extracomment>Default bot names by number of players (seat 1 onwards); seat 2 is the partner. Longest name accepted, in characters.</extracomment>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>random</source>
        <translation>a caso</translation>
    </message>
    <message>
        <source>The same number deals the same cards. Leave it empty for a random match.</source>
        <translation>Lo stesso numero distribuisce le stesse carte. Lascialo vuoto per una partita a caso.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>Regola&amp;mento:</translation>
    </message>
    <message>
        <source>Match &amp;number:</source>
        <translation>&amp;Numero della partita:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regole…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>You (South):</source>
        <translation>Tu (Sud):</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Person (hot-seat)</source>
        <translation>Persona (stesso computer)</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Avversario:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Declarations (napola, tris, quaterna)</source>
        <translation>Accusi (napola, tris, quaterna)</translation>
    </message>
    <message>
        <source>Declare combinations completed by cards taken later</source>
        <translation>Accusa le combinazioni completate con carte prese dopo</translation>
    </message>
    <message>
        <source>Declare for me automatically</source>
        <translation>Accusa per me automaticamente</translation>
    </message>
    <message>
        <source>Napoletana decima wins the match (collatondrione)</source>
        <translation>La napoletana decima vince la partita (collatondrione)</translation>
    </message>
    <message>
        <source>New deal for a hand under one point</source>
        <translation>Si rifà la smazzata con carte sotto un punto</translation>
    </message>
    <message>
        <source>Signals (busso, striscio, volo)</source>
        <translation>Segnali (busso, striscio, volo)</translation>
    </message>
    <message>
        <source>scores as usual</source>
        <translation>si contano come sempre</translation>
    </message>
    <message>
        <source>wins the match (stake 2 to 8)</source>
        <translation>vincono la partita (posta da 2 a 8)</translation>
    </message>
    <message>
        <source>Cappotto, stramazzo:</source>
        <translation>Cappotto, stramazzo:</translation>
    </message>
    <message>
        <source>one at a time</source>
        <translation>una alla volta</translation>
    </message>
    <message>
        <source>five at a time</source>
        <translation>cinque alla volta</translation>
    </message>
    <message>
        <source>Cards dealt:</source>
        <translation>Carte distribuite:</translation>
    </message>
    <message>
        <source>End of the match</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Gioca fino a</translation>
    </message>
    <message>
        <source>Play a number of deals</source>
        <translation>Gioca un numero di smazzate</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punti</translation>
    </message>
    <message>
        <source> deals</source>
        <translation> smazzate</translation>
    </message>
    <message>
        <source>Vinco subito: win as soon as a trick reaches the target</source>
        <translation>Vinco subito: si vince appena una mano raggiunge il traguardo</translation>
    </message>
    <message>
        <source>spareggio (up to 3 tie-break deals)</source>
        <translation>spareggio (fino a 3 smazzate di spareggio)</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>On a tie:</source>
        <translation>In caso di parità:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzata</translation>
    </message>
    <message>
        <source>East:</source>
        <translation>Est:</translation>
    </message>
    <message>
        <source>North (partner):</source>
        <translation>Nord (compagno):</translation>
    </message>
    <message>
        <source>West:</source>
        <translation>Ovest:</translation>
    </message>
    <message>
        <source>Opponent&apos;s name:</source>
        <translation>Nome dell&apos;avversario:</translation>
    </message>
    <message>
        <source>These rules do not go together: {error}</source>
        <translation>Queste regole non vanno insieme: {error}</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Ogni giocatore ha bisogno di un nome.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {game}</source>
        <translation>Regole: {game}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Deals</source>
        <extracomment>Line colours of side 0 and side 1. Steps tried for the axis ticks, times powers of ten.</extracomment>
        <translation>Smazzate</translation>
    </message>
    <message>
        <source>target {target}</source>
        <translation>traguardo {target}</translation>
    </message>
    <message>
        <source>No deals yet</source>
        <translation>Ancora nessuna smazzata</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>{sweep} ({who})</source>
        <extracomment>Columns of the sheet. The invalid index: the root of a flat model.</extracomment>
        <translation>{sweep} ({who})</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>{side}
deal</source>
        <translation>{side}
smazzata</translation>
    </message>
    <message>
        <source>{side}
total</source>
        <translation>{side}
totale</translation>
    </message>
    <message>
        <source>declared {a}–{b}</source>
        <translation>accusi {a}–{b}</translation>
    </message>
    <message>
        <source>vinco subito</source>
        <translation>vinco subito</translation>
    </message>
</context>
</TS>
