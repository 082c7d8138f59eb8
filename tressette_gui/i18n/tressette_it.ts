<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
    <context>
        <name>Analysis</name>
        <message>
            <source>inaccuracy</source>
            <translation>imprecisione</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>errore</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>errore grave</translation>
        </message>
        <message>
            <source>Yellow glow: the best card. Dashed outline: the card played, in the colour of its mark.</source>
            <translation>Alone giallo: la carta migliore. Bordo tratteggiato: la carta giocata, nel colore del suo giudizio.</translation>
        </message>
        <message>
            <source>Trick %1: played %2.</source>
            <translation>Presa %1: giocato %2.</translation>
        </message>
        <message>
            <source>%1 The best choice, or as good as it.</source>
            <translation>%1 La scelta migliore, o buona quanto quella.</translation>
        </message>
        <message>
            <source>Best: %1 (%2).</source>
            <translation>Meglio: %1 (%2).</translation>
        </message>
        <message>
            <source>it scores more on average, from what could be seen</source>
            <translation>rende di più in media, da ciò che si poteva vedere</translation>
        </message>
        <message>
            <source>Points lost: %1.</source>
            <translation>Punti persi: %1.</translation>
        </message>
        <message>
            <source>Points lost: %1, %2.</source>
            <translation>Punti persi: %1, %2.</translation>
        </message>
        <message>
            <source>With every card known (hindsight, not what the player could see): best %1, and as the cards really lay, %2 with the card played. The points lost above are an average over the ways the unseen cards could lie.</source>
            <translation>Con tutte le carte note (col senno di poi, non ciò che il giocatore poteva vedere): meglio %1; con le carte com'erano davvero, %2 con la carta giocata. I punti persi indicati sopra sono una media su tutti i modi in cui potevano stare le carte non viste.</translation>
        </message>
        <message>
            <source>no points lost</source>
            <translation>nessun punto perso</translation>
        </message>
        <message>
            <source>%1 of a point lost</source>
            <translation>%1 di punto perso</translation>
        </message>
        <message>
            <source>1 point lost</source>
            <translation>1 punto perso</translation>
        </message>
        <message>
            <source>%1 points lost</source>
            <translation>%1 punti persi</translation>
        </message>
        <message numerus="yes">
            <source>%1's play: %2 in %n deals and an unfinished one</source>
            <translation>
                <numerusform>Il gioco di %1: %2 in %n smazzata e una interrotta</numerusform>
                <numerusform>Il gioco di %1: %2 in %n smazzate e una interrotta</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1's play: %2 in %n deals</source>
            <translation>
                <numerusform>Il gioco di %1: %2 in %n smazzata</numerusform>
                <numerusform>Il gioco di %1: %2 in %n smazzate</numerusform>
            </translation>
        </message>
        <message>
            <source>deal %1 (unfinished)</source>
            <translation>smazzata %1 (interrotta)</translation>
        </message>
        <message>
            <source>deal %1</source>
            <translation>smazzata %1</translation>
        </message>
        <message>
            <source>Nothing to analyse: the match ended before you chose a card.</source>
            <translation>Niente da analizzare: la partita è finita prima che tu scegliessi una carta.</translation>
        </message>
        <message>
            <source>Points lost: what each of your cards cost against the best card at that moment, added up over the deal. The other players' mistakes are not counted, so you can win a deal and still lose points.</source>
            <translation>Punti persi: quanto è costata ogni tua carta rispetto alla migliore in quel momento, sommato sulla smazzata. Gli errori degli altri giocatori non contano, quindi puoi vincere una smazzata e perdere comunque punti.</translation>
        </message>
        <message>
            <source>deal %1, trick %2</source>
            <translation>smazzata %1, presa %2</translation>
        </message>
        <message>
            <source>Points lost in each deal (each card against the best one at that moment): %1.</source>
            <translation>Punti persi in ogni smazzata (ogni carta rispetto alla migliore in quel momento): %1.</translation>
        </message>
        <message>
            <source>Worst moments: %1</source>
            <translation>Momenti peggiori: %1</translation>
        </message>
        <message>
            <source>No mistake found.</source>
            <translation>Nessun errore trovato.</translation>
        </message>
        <message>
            <source>(analysis stopped before the end)</source>
            <translation>(analisi interrotta prima della fine)</translation>
        </message>
        <message>
            <source>With every card known (hindsight, not what the player could see): best %1, points lost %2.</source>
            <translation type="vanished">Con tutte le carte note (col senno di poi, non ciò che il giocatore poteva vedere): meglio %1, punti persi %2.</translation>
        </message>
        <message>
            <source>Points lost in each deal: %1.</source>
            <translation type="vanished">Punti persi in ogni smazzata: %1.</translation>
        </message>
        <message>
            <source>Best: %1.</source>
            <translation type="vanished">Meglio: %1.</translation>
        </message>
        <message>
            <source>%1's play: %2 points lost per deal</source>
            <translation type="vanished">Il gioco di %1: %2 punti persi per smazzata</translation>
        </message>
    </context>
    <context>
        <name>AnalysisFlow</name>
        <message>
            <source>The stored analysis cannot be read: %1</source>
            <translation>L'analisi salvata non si può leggere: %1</translation>
        </message>
        <message>
            <source>The analysis failed: %1</source>
            <translation>L'analisi non è riuscita: %1</translation>
        </message>
    </context>
    <context>
        <name>AnalysisPane</name>
        <message>
            <source>Resume the analysis</source>
            <translation>Riprendi l'analisi</translation>
        </message>
        <message>
            <source>Analyse this player</source>
            <translation>Analizza questo giocatore</translation>
        </message>
        <message>
            <source>Analyse my play</source>
            <translation>Analizza il mio gioco</translation>
        </message>
        <message>
            <source>Every decision valued by the strongest bot from what you could see; it runs in the background and is kept, so it runs once</source>
            <translation>Ogni decisione valutata dal bot più forte con ciò che potevi vedere; gira in sottofondo e viene conservata, quindi si fa una volta sola</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Dettagli</translation>
        </message>
        <message>
            <source>Points lost in each deal and the worst moments, as links into the replay; the decision's line in full</source>
            <translation>Punti persi in ogni smazzata e momenti peggiori, come collegamenti nella partita rivista; la riga della decisione per intero</translation>
        </message>
        <message numerus="yes">
            <source>Analysing: %v of %n decisions</source>
            <translation>
                <numerusform>Analisi: %v di %n decisione</numerusform>
                <numerusform>Analisi: %v di %n decisioni</numerusform>
            </translation>
        </message>
        <message>
            <source>Analysing: %v of %m decisions</source>
            <translation type="vanished">Analisi: %v di %m decisioni</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>The Italian translation could not be loaded; the program is shown in English.</source>
            <translation>Non è stato possibile caricare la traduzione italiana; il programma è mostrato in inglese.</translation>
        </message>
        <message>
            <source>Another Tressette is open with this profile: the matches of this window are not saved.</source>
            <translation>Un altro Tressette è aperto con questo profilo: le partite di questa finestra non vengono salvate.</translation>
        </message>
        <message>
            <source>Tressette is already open with this profile: its window was brought to the front.</source>
            <translation>Tressette è già aperto con questo profilo: la sua finestra è stata portata in primo piano.</translation>
        </message>
        <message>
            <source>Tressette is already open with this profile (process %1) and does not answer. Only one Tressette at a time can play with the same saved match: close the other one, then start Tressette again.</source>
            <translation>Tressette è già aperto con questo profilo (processo %1) e non risponde. Un solo Tressette alla volta può giocare con la stessa partita salvata: chiudi l'altro, poi avvia di nuovo Tressette.</translation>
        </message>
    </context>
    <context>
        <name>AppSettings</name>
        <message>
            <source>Some settings in {path} were not valid and were reset to their defaults: {problems}.</source>
            <translation>Alcune impostazioni in {path} non erano valide e sono tornate ai valori predefiniti: {problems}.</translation>
        </message>
        <message>
            <source>Some settings in {path} were not valid and were reset to their defaults: {problems}. The file was kept as {moved}.</source>
            <translation>Alcune impostazioni in {path} non erano valide e sono tornate ai valori predefiniti: {problems}. Il file è stato conservato come {moved}.</translation>
        </message>
        <message>
            <source>The settings file {path} could not be read ({reason}) and could not be moved aside ({error}); the default settings are used.</source>
            <translation>Il file delle impostazioni {path} non si può leggere ({reason}) né spostare da parte ({error}); si usano le impostazioni predefinite.</translation>
        </message>
        <message>
            <source>The settings file {path} could not be read ({reason}); it was renamed {moved} and the default settings are used.</source>
            <translation>Il file delle impostazioni {path} non si può leggere ({reason}); è stato rinominato {moved} e si usano le impostazioni predefinite.</translation>
        </message>
    </context>
    <context>
        <name>AssistFlow</name>
        <message>
            <source>Looking for a hint...</source>
            <translation>Cerco un suggerimento...</translation>
        </message>
        <message>
            <source>A hint shows the card the strongest bot would play, and why. A match in which you ask for one does not count in your standings. Ask for a hint?</source>
            <translation>Un suggerimento mostra la carta che giocherebbe il bot più forte, e perché. Una partita in cui lo chiedi non conta nella tua classifica. Chiedere un suggerimento?</translation>
        </message>
        <message>
            <source>Undo takes back your last move and the bots' moves after it. A match in which you take a move back does not count in your standings. Take it back?</source>
            <translation>Annulla mossa riprende la tua ultima mossa e quelle dei bot dopo di essa. Una partita in cui riprendi una mossa non conta nella tua classifica. Riprenderla?</translation>
        </message>
        <message>
            <source>Take back your last move; the match will not count</source>
            <translation>Riprendi la tua ultima mossa; la partita non conterà</translation>
        </message>
        <message>
            <source>Not counted</source>
            <translation>Non conteggiata</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>The saved match could not be resumed: {reason}.</source>
            <translation>Non è stato possibile riprendere la partita salvata: {reason}.</translation>
        </message>
        <message>
            <source>The saved match could not be resumed: {reason}. The file was kept as {path}.</source>
            <translation>Non è stato possibile riprendere la partita salvata: {reason}. Il file è stato conservato come {path}.</translation>
        </message>
        <message>
            <source>Resume the match?</source>
            <translation>Riprendere la partita?</translation>
        </message>
        <message>
            <source>An unfinished match of {game} was saved: deal {deal}, score {a}-{b}: {where}. Resume it where it was? If not, it is discarded.</source>
            <translation>È stata salvata una partita non finita a {game}: smazzata {deal}, punteggio {a}-{b}: {where}. Vuoi riprenderla da dove era? Altrimenti viene scartata.</translation>
        </message>
        <message>
            <source>choosing the piles, {name}'s turn</source>
            <translation>scelta dei mazzetti, tocca a {name}</translation>
        </message>
        <message>
            <source>before the first lead, {name} may ask for a new deal</source>
            <translation>prima di giocare, {name} può chiedere di rifare la smazzata</translation>
        </message>
        <message>
            <source>trick {trick} of {tricks}, {name} to play</source>
            <translation>presa {trick} di {tricks}, tocca a {name}</translation>
        </message>
        <message>
            <source>An unfinished match of {game} was saved: deal {deal}, score {a}-{b}. Resume it where it was? If not, it is discarded.</source>
            <translation type="vanished">È stata salvata una partita non finita a {game}: smazzata {deal}, punteggio {a}-{b}. Vuoi riprenderla da dove era? Altrimenti viene scartata.</translation>
        </message>
    </context>
    <context>
        <name>ChoiceReader</name>
        <message>
            <source>The match history cannot be read: %1</source>
            <translation>Lo storico delle partite non si può leggere: %1</translation>
        </message>
    </context>
    <context>
        <name>ControlBar</name>
        <message>
            <source>Ask for a new deal</source>
            <translation>Chiedi di rifare la smazzata</translation>
        </message>
        <message>
            <source>Keep the hand</source>
            <translation>Tieni le carte</translation>
        </message>
        <message>
            <source>Put the piles back</source>
            <translation>Rimetti i mazzetti</translation>
        </message>
        <message>
            <source>Take these piles</source>
            <translation>Conferma i mazzetti</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Suggerimento</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annulla mossa</translation>
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
            <source>Play a card (no signals on the first trick)</source>
            <translation>Gioca una carta (prima presa: niente segnali)</translation>
        </message>
        <message>
            <source>Play a card, with a signal if you like:</source>
            <translation>Gioca una carta, con un segnale se vuoi:</translation>
        </message>
        <message>
            <source>Click a card or press its number</source>
            <translation>Fai clic su una carta o premi il suo numero</translation>
        </message>
        <message>
            <source>Click a card or press its key: a number for the hand, %1 for a pile</source>
            <translation>Fai clic su una carta o premi il suo tasto: un numero per la mano, %1 per un mazzetto</translation>
        </message>
        <message>
            <source>Click a card or press %1</source>
            <translation>Fai clic su una carta o premi %1</translation>
        </message>
        <message>
            <source>%1 to take the honour into your hand</source>
            <translation>%1 prende in mano il pezzo</translation>
        </message>
        <message>
            <source>%1 or %2</source>
            <translation>%1 o %2</translation>
        </message>
        <message>
            <source>The card the strongest bot would play, and why; the match will not count</source>
            <translation>La carta che giocherebbe il bot più forte, e perché; la partita non conterà</translation>
        </message>
        <message>
            <source>Click 4 piles or press their keys (%1 of 4), then 2 of them for your hand; the other 2 stay in front of you</source>
            <translation>Clic o tasto su 4 mazzetti (%1 di 4), poi su 2 per la mano; gli altri 2 restano davanti a te</translation>
        </message>
        <message>
            <source>Now the 2 piles for your hand, by click or key (%1 of 2); the other 2 stay in front, top card up</source>
            <translation>Ora clic o tasto sui 2 per la mano (%1 di 2); gli altri 2 restano davanti, prima carta scoperta</translation>
        </message>
        <message>
            <source>The glowing piles go to your hand (2 of 2): confirm</source>
            <translation>I mazzetti illuminati vanno in mano (2 di 2): conferma</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tocca a te</translation>
        </message>
        <message>
            <source>Busso: "take with your highest and lead this suit back". Needs three or more cards of the suit, one of them a Tre, Due or Asso.</source>
            <translation>Busso: «prendi con la tua carta più alta e torna a questo seme». Servono tre o più carte del seme, tra cui un Tre, un Due o un Asso.</translation>
        </message>
        <message>
            <source>Striscio: "I have more of this suit". You keep at least one more card of the suit after this one, and you do not lead a figure or a low card while holding a Tre, Due or Asso of the suit.</source>
            <translation>Striscio: «ho altre carte di questo seme». Ti resta almeno un'altra carta del seme dopo questa, e non giochi una figura o una cartina se hai un Tre, un Due o un Asso del seme.</translation>
        </message>
        <message>
            <source>Volo: "this is my last card of this suit".</source>
            <translation>Volo: «è la mia ultima carta di questo seme».</translation>
        </message>
        <message>
            <source>%1
No signal on a deal's first trick.</source>
            <translation>%1
Niente segnali alla prima presa di una smazzata.</translation>
        </message>
        <message>
            <source>%1
Not possible with your hand now.</source>
            <translation>%1
Ora non è possibile con le tue carte.</translation>
        </message>
        <message>
            <source>Busso: choose a card of a suit where you hold three or more with a Tre, Due or Asso</source>
            <translation>Busso: scegli una carta di un seme di cui hai tre o più carte con un Tre, un Due o un Asso</translation>
        </message>
        <message>
            <source>Striscio: choose a card of a suit where you keep at least one more card; if you hold a Tre, Due or Asso of that suit, lead one of them</source>
            <translation>Striscio: scegli una carta di un seme di cui ti resta almeno un'altra carta; se hai un Tre, un Due o un Asso di quel seme, gioca uno di quelli</translation>
        </message>
        <message>
            <source>Volo: choose your last card of a suit</source>
            <translation>Volo: scegli la tua ultima carta di un seme</translation>
        </message>
        <message>
            <source>Click 4 piles to take them (%1 of 4), then 2 of them for your hand; the other 2 stay in front of you</source>
            <translation type="vanished">Scegli 4 mazzetti (%1 di 4), poi 2 di questi per la mano; gli altri 2 restano davanti a te</translation>
        </message>
        <message>
            <source>Now click the 2 piles for your hand (%1 of 2); the other 2 stay in front of you, top card up</source>
            <translation type="vanished">Ora fai clic sui 2 per la mano (%1 di 2); gli altri 2 restano davanti a te, prima carta scoperta</translation>
        </message>
        <message>
            <source>Busso: "take with your highest and return this suit". Needs three or more cards of the suit, one of them a Tre, Due or Asso.</source>
            <translation type="vanished">Busso: «prendi con la più alta e torna a questo seme». Servono tre o più carte del seme, tra cui un Tre, un Due o un Asso.</translation>
        </message>
        <message>
            <source>Striscio: "I have more of this suit". You keep at least one more card of the suit after this one, and you do not lead a figure or a cartina while holding a Tre, Due or Asso of the suit.</source>
            <translation type="vanished">Striscio: «ho altre carte di questo seme». Ti resta almeno un'altra carta del seme dopo questa, e non giochi una figura o una cartina se hai un Tre, un Due o un Asso del seme.</translation>
        </message>
        <message>
            <source>Striscio: "I have more of this suit". You keep at least one more card of the suit after this one.</source>
            <translation type="vanished">Striscio: «ho altre carte di questo seme». Dopo questa ti resta almeno un'altra carta del seme.</translation>
        </message>
        <message>
            <source>Striscio: choose a card of a suit where you keep at least one more card</source>
            <translation type="vanished">Striscio: scegli una carta di un seme di cui ti resta almeno un'altra carta</translation>
        </message>
        <message>
            <source>No signals on the first trick</source>
            <translation type="vanished">Niente segnali alla prima mano</translation>
        </message>
        <message>
            <source>Signal with your lead:</source>
            <translation type="vanished">Segnale con la tua giocata di mano:</translation>
        </message>
        <message>
            <source>Click 4 piles to take them (%1 of 4)</source>
            <translation type="vanished">Fai clic su 4 mazzetti per prenderli (%1 di 4)</translation>
        </message>
    </context>
    <context>
        <name>DealSummaryDialog</name>
        <message>
            <source>Deal {number}</source>
            <translation>Smazzata {number}</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Prese</translation>
        </message>
        <message>
            <source>Cards taken</source>
            <translation>Carte prese</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Ultima presa</translation>
        </message>
        <message>
            <source>Cards this deal</source>
            <translation>Carte (smazzata)</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>Punti delle carte</translation>
        </message>
        <message>
            <source>{who}: {what}</source>
            <translation>{who}: {what}</translation>
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
    </context>
    <context>
        <name>DefaultNames</name>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Est</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Nord</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Ovest</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Avversario</translation>
        </message>
    </context>
    <context>
        <name>EndOptionsBox</name>
        <message>
            <source>End of the match</source>
            <translation>Fine della partita</translation>
        </message>
        <message>
            <source>Play &amp;to</source>
            <translation>Gioca &amp;fino a</translation>
        </message>
        <message>
            <source>Play a n&amp;umber of deals</source>
            <translation>Gioca &amp;un numero di smazzate</translation>
        </message>
        <message>
            <source>&amp;Vinco subito: win as soon as a trick reaches the target</source>
            <translation>&amp;Vinco subito: si vince appena una presa porta al traguardo</translation>
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
            <source>On &amp;a tie:</source>
            <translation>In caso di &amp;parità:</translation>
        </message>
        <message numerus="yes">
            <source> points</source>
            <comment>count suffix</comment>
            <translation>
                <numerusform> punto</numerusform>
                <numerusform> punti</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> deals</source>
            <comment>count suffix</comment>
            <translation>
                <numerusform> smazzata</numerusform>
                <numerusform> smazzate</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameTerms</name>
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
            <source>cappotto</source>
            <translation>cappotto</translation>
        </message>
        <message>
            <source>stramazzo</source>
            <translation>stramazzo</translation>
        </message>
        <message>
            <source>cappottone</source>
            <translation>cappottone</translation>
        </message>
        <message>
            <source>stramazzone</source>
            <translation>stramazzone</translation>
        </message>
        <message>
            <source>The stake is what the match is worth to players who play for a stake: 1, or more when an event ends the match.</source>
            <translation>La posta è quanto vale la partita per chi gioca a posta: 1, o di più quando un evento chiude la partita.</translation>
        </message>
    </context>
    <context>
        <name>GuideFlow</name>
        <message>
            <source>One deal of Tressette for four, to learn the game: you play with %1, your partner, sitting opposite you, against %2 and %3.

On each of your turns the yellow line under the table says the rule that applies, and the cards it is about glow.

This deal is not saved and does not count in the standings: leave it at any moment with Match &gt; New match.</source>
            <translation>Una smazzata di Tressette in quattro, per imparare il gioco: giochi con %1, il tuo compagno, seduto di fronte a te, contro %2 e %3.

A ogni tuo turno la riga gialla sotto il tavolo dice la regola che vale, e le carte di cui parla si illuminano.

Questa smazzata non viene salvata e non conta nella classifica: puoi lasciarla in ogni momento con Partita &gt; Nuova partita.</translation>
        </message>
        <message>
            <source>Guided deal</source>
            <translation>Smazzata guidata</translation>
        </message>
        <message>
            <source>Your first match: each turn, this line says the rule that applies.</source>
            <translation type="vanished">La tua prima partita: a ogni turno questa riga dice la regola che vale.</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>Match history</source>
            <translation>Storico delle partite</translation>
        </message>
        <message>
            <source>Every match</source>
            <translation>Tutte le partite</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Tutti i giochi</translation>
        </message>
        <message>
            <source>Any opponent</source>
            <translation>Qualsiasi avversario</translation>
        </message>
        <message>
            <source>Any result</source>
            <translation>Qualsiasi risultato</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Giocatore:</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>G&amp;ioco:</translation>
        </message>
        <message>
            <source>&amp;Opponent:</source>
            <translation>&amp;Avversario:</translation>
        </message>
        <message>
            <source>&amp;Result:</source>
            <translation>&amp;Risultato:</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>Ri&amp;vedi</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Esporta…</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>I&amp;mporta…</translation>
        </message>
        <message>
            <source>Matches: %1</source>
            <translation>Partite: %1</translation>
        </message>
        <message>
            <source>The match history cannot be read: %1</source>
            <translation>Lo storico delle partite non si può leggere: %1</translation>
        </message>
        <message>
            <source>Export the match</source>
            <translation>Esporta la partita</translation>
        </message>
        <message>
            <source>The match could not be exported: %1</source>
            <translation>Non è stato possibile esportare la partita: %1</translation>
        </message>
        <message>
            <source>Match %1 was exported to %2</source>
            <translation>La partita %1 è stata esportata in %2</translation>
        </message>
        <message>
            <source>Import game records</source>
            <translation>Importa registrazioni di partite</translation>
        </message>
        <message>
            <source>stored as match %1</source>
            <translation>registrata come partita %1</translation>
        </message>
        <message>
            <source>already stored as match %1</source>
            <translation>già registrata come partita %1</translation>
        </message>
    </context>
    <context>
        <name>HistoryFlow</name>
        <message>
            <source>Welcome</source>
            <translation>Benvenuto</translation>
        </message>
        <message>
            <source>What is your name? Your matches, standings and statistics are kept under it.</source>
            <translation>Come ti chiami? Le tue partite, la classifica e le statistiche saranno conservate con questo nome.</translation>
        </message>
        <message>
            <source>The profile could not be saved: %1</source>
            <translation>Non è stato possibile salvare il profilo: %1</translation>
        </message>
        <message>
            <source>Stored in the history as match %1</source>
            <translation type="vanished">Registrata nello storico come partita %1</translation>
        </message>
    </context>
    <context>
        <name>HistoryMenu</name>
        <message>
            <source>His&amp;tory</source>
            <translation>&amp;Storico</translation>
        </message>
        <message>
            <source>Match &amp;history…</source>
            <translation>&amp;Storico delle partite…</translation>
        </message>
        <message>
            <source>&amp;Analyse the last match</source>
            <translation>&amp;Analizza l'ultima partita</translation>
        </message>
        <message>
            <source>No match in the history yet: finish one to analyse it</source>
            <translation>Ancora nessuna partita nello storico: finiscine una per analizzarla</translation>
        </message>
        <message>
            <source>The replay of match %1, each decision valued by the strongest bot from what the player could see</source>
            <translation>Rivedi la partita %1: ogni decisione valutata dal bot più forte con ciò che il giocatore poteva vedere</translation>
        </message>
        <message>
            <source>&amp;Standings…</source>
            <translation>&amp;Classifica…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistiche…</translation>
        </message>
        <message>
            <source>&amp;Profiles…</source>
            <translation>&amp;Profili…</translation>
        </message>
        <message>
            <source>The last match cannot be read from the history</source>
            <translation>L'ultima partita non si può leggere dallo storico</translation>
        </message>
        <message>
            <source>Match history</source>
            <translation>Storico delle partite</translation>
        </message>
        <message>
            <source>The match history cannot be read: %1</source>
            <translation>Lo storico delle partite non si può leggere: %1</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classifica</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiche</translation>
        </message>
        <message>
            <source>Profiles</source>
            <translation>Profili</translation>
        </message>
        <message>
            <source>Nothing to analyse: the match ended before you chose a card.</source>
            <translation type="vanished">Niente da analizzare: la partita è finita prima che tu scegliessi una carta.</translation>
        </message>
    </context>
    <context>
        <name>HistoryModel</name>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gioco</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Avversari</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Risultato</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punti</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Smazzate</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classifica</translation>
        </message>
        <message>
            <source>Match %1: %2</source>
            <translation>Partita %1: %2</translation>
        </message>
        <message>
            <source>Rules: %1</source>
            <translation>Regole: %1</translation>
        </message>
        <message>
            <source>Ended: %1</source>
            <translation>Finita: %1</translation>
        </message>
        <message>
            <source>Played on both sides: neither won nor lost, not in the standings</source>
            <translation>Ha giocato da entrambe le parti: né vinta né persa, non conta in classifica</translation>
        </message>
        <message>
            <source>Not ranked: hints or undo were used</source>
            <translation>Fuori classifica: sono stati usati suggerimenti o annullamenti</translation>
        </message>
        <message>
            <source>Imported from a record file</source>
            <translation>Importata da un file di registrazione</translation>
        </message>
        <message>
            <source>unranked</source>
            <translation>fuori classifica</translation>
        </message>
    </context>
    <context>
        <name>HistoryWords</name>
        <message>
            <source>Won</source>
            <translation>Vinta</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Persa</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Pari</translation>
        </message>
        <message>
            <source>Opponents resigned</source>
            <translation>Resa degli avversari</translation>
        </message>
        <message>
            <source>target reached</source>
            <translation>traguardo raggiunto</translation>
        </message>
        <message>
            <source>deals played</source>
            <translation>smazzate giocate</translation>
        </message>
        <message>
            <source>spareggio</source>
            <translation>spareggio</translation>
        </message>
        <message>
            <source>spareggio, last trick</source>
            <translation>spareggio, ultima presa</translation>
        </message>
        <message>
            <source>vinco subito</source>
            <translation>vinco subito</translation>
        </message>
        <message>
            <source>sweep</source>
            <translation>cappotto</translation>
        </message>
        <message>
            <source>napoletana decima</source>
            <translation>napoletana decima</translation>
        </message>
        <message>
            <source>draw</source>
            <translation>pareggio</translation>
        </message>
        <message>
            <source>resigned</source>
            <translation>resa</translation>
        </message>
        <message>
            <source>Both sides</source>
            <translation>Da entrambe le parti</translation>
        </message>
    </context>
    <context>
        <name>HotSeatCover</name>
        <message>
            <source>It's %1's turn: press to see your cards</source>
            <translation>Tocca a %1: premi per vedere le tue carte</translation>
        </message>
        <message>
            <source>First click the screen or press Enter to see your cards</source>
            <translation>Prima fai clic sullo schermo o premi Invio per vedere le tue carte</translation>
        </message>
    </context>
    <context>
        <name>InfoWindows</name>
        <message>
            <source>About Tressette</source>
            <translation>Informazioni su Tressette</translation>
        </message>
        <message>
            <source>&lt;b&gt;Tressette&lt;/b&gt; %1&lt;br&gt;Tressette for four and Spizzichino for two, offline, with honest bots.</source>
            <translation>&lt;b&gt;Tressette&lt;/b&gt; %1&lt;br&gt;Tressette in quattro e Spizzichino in due, senza rete, con avversari leali.</translation>
        </message>
    </context>
    <context>
        <name>LastTrickView</name>
        <message>
            <source>No trick yet</source>
            <translation>Ancora nessuna presa</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>Your hand is worth less than one point: you may ask for a new deal.</source>
            <translation>La tua mano vale meno di un punto: puoi chiedere di rifare la smazzata.</translation>
        </message>
        <message>
            <source>You lead: play any card. The others must follow its suit, and the highest card of that suit wins: 3 2 A R C F 7 6 5 4.</source>
            <translation>Sei di mano: gioca una carta qualsiasi. Gli altri devono rispondere al seme, e vince la carta più alta di quel seme: 3 2 A R C F 7 6 5 4.</translation>
        </message>
        <message>
            <source>You lead: play any card. Busso, Striscio or Volo tell your partner about your suit (point at them to read how).</source>
            <translation>Sei di mano: gioca una carta qualsiasi. Busso, Striscio o Volo dicono al compagno qualcosa del tuo seme (passaci sopra per leggere cosa).</translation>
        </message>
        <message numerus="yes">
            <source>The trick holds %n thirds; 3 thirds make a point.</source>
            <translation>
                <numerusform>La presa contiene %n terzo; 3 terzi fanno un punto.</numerusform>
                <numerusform>La presa contiene %n terzi; 3 terzi fanno un punto.</numerusform>
            </translation>
        </message>
        <message>
            <source>You hold the %1: declare it now, before your first card, for %2 points.</source>
            <translation>Hai %1: accusa ora, prima della tua prima carta, per %2 punti.</translation>
        </message>
        <message>
            <source>Your partner's busso in %1: take with your highest %1 and lead %1 back.</source>
            <translation>Il compagno ha bussato a %1: prendi con la tua carta più alta di %1 e torna a %1.</translation>
        </message>
        <message>
            <source>Your partner's striscio in %1: he holds more %1; help him win the suit.</source>
            <translation>Il compagno ha strisciato a %1: ha altre carte di %1; aiutalo a vincere il seme.</translation>
        </message>
        <message>
            <source>Your partner's volo in %1: it was his last %1, he cannot help you in %1 any more; take the trick if you can.</source>
            <translation>Il compagno ha fatto volo a %1: era la sua ultima carta di %1, non può più aiutarti a %1; prendi tu la presa se puoi.</translation>
        </message>
        <message>
            <source>%1 takes %2: in each suit the order is 3 2 A R C F 7 6 5 4.</source>
            <translation>%1 prende %2: in ogni seme l'ordine è 3 2 A R C F 7 6 5 4.</translation>
        </message>
        <message>
            <source>You have no %1: play any card, but it cannot take the trick.</source>
            <translation>Non hai %1: gioca una carta qualsiasi, ma non può prendere la presa.</translation>
        </message>
        <message>
            <source>Follow %1: only the glowing cards may be played.</source>
            <translation>Rispondi a %1: si possono giocare solo le carte illuminate.</translation>
        </message>
        <message>
            <source>This is the last trick: whoever takes it adds 1 point.</source>
            <translation>È l'ultima presa: chi la fa aggiunge 1 punto.</translation>
        </message>
        <message>
            <source>Declared for you automatically: %1.</source>
            <translation>Accusato per te in automatico: %1.</translation>
        </message>
        <message>
            <source>The others play: your lesson comes back on your turn.</source>
            <translation>Giocano gli altri: la lezione torna al tuo turno.</translation>
        </message>
        <message>
            <source>The others play.</source>
            <translation>Giocano gli altri.</translation>
        </message>
        <message numerus="yes">
            <source>The deal is over: your side made %n points, the other side %1. To play a whole match: Match &gt; New match.</source>
            <translation>
                <numerusform>La smazzata è finita: la tua coppia ha fatto %n punto, l'altra %1. Per giocare una partita intera: Partita &gt; Nuova partita.</numerusform>
                <numerusform>La smazzata è finita: la tua coppia ha fatto %n punti, l'altra %1. Per giocare una partita intera: Partita &gt; Nuova partita.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 takes %2: the Tre beats the Due, the Due beats the Asso.</source>
            <translation type="vanished">%1 prende %2: il Tre batte il Due, il Due batte l'Asso.</translation>
        </message>
        <message>
            <source>The trick holds %1 thirds; 3 thirds make a point.</source>
            <translation type="vanished">La presa contiene %1 terzi; 3 terzi fanno un punto.</translation>
        </message>
        <message>
            <source>The deal is over: your side made %1 points, the other side %2. To play a whole match: Match &gt; New match.</source>
            <translation type="vanished">La smazzata è finita: la tua coppia ha fatto %1 punti, l'altra %2. Per giocare una partita intera: Partita &gt; Nuova partita.</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Beginner</source>
            <translation>Principiante</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Intermedio</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Esperto</translation>
        </message>
        <message>
            <source>Champion</source>
            <translation>Campione</translation>
        </message>
        <message>
            <source>Plays simply, now and then carelessly. Never signals and ignores signals: a busso from you gets no answer.</source>
            <translation>Gioca semplice, ogni tanto distratto. Non fa segnali e non bada a quelli degli altri: al tuo busso non risponde.</translation>
        </message>
        <message>
            <source>Counts every card and plays by the game's rules of thumb. Signals, answers your busso (takes with the Tre and leads the suit back) and reads striscio and volo when choosing a suit to lead.</source>
            <translation>Conta tutte le carte e gioca secondo le regole pratiche del gioco. Fa i segnali, risponde al tuo busso (prende col Tre e torna al seme) e tiene conto di striscio e volo quando sceglie il seme da giocare.</translation>
        </message>
        <message>
            <source>Tries many possible deals of the unseen cards and plays the card that scores best. Signals like Intermediate, and takes every signal as a fact about the hidden hands.</source>
            <translation>Prova molte distribuzioni possibili delle carte che non vede e gioca la carta che rende di più. Fa i segnali come Intermedio e prende ogni segnale come un fatto sulle carte nascoste.</translation>
        </message>
        <message>
            <source>Like Expert, and also reads what the other players' cards suggest, counts the ending out sooner and plays for the match score.</source>
            <translation>Come Esperto, e in più legge cosa fanno capire le carte giocate dagli altri, calcola prima il finale e gioca per il punteggio della partita.</translation>
        </message>
        <message>
            <source>Plays simply, now and then carelessly.</source>
            <translation>Gioca semplice, ogni tanto con distrazione.</translation>
        </message>
        <message>
            <source>Counts every card and plays by the game's rules of thumb.</source>
            <translation>Conta tutte le carte e gioca secondo le regole pratiche del gioco.</translation>
        </message>
        <message>
            <source>Tries many possible deals of the unseen cards and plays the card that scores best.</source>
            <translation>Prova molte distribuzioni possibili delle carte non viste e gioca la carta che rende di più.</translation>
        </message>
        <message>
            <source>Like Expert; in a pesca it imagines each deal it tries played the way Expert plays, in a mazzetti it counts the ending out sooner, and it plays for the match score.</source>
            <translation>Come Esperto; a pesca immagina ogni smazzata che prova giocata come gioca Esperto, a mazzetti calcola prima il finale, e gioca per il punteggio della partita.</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Sud</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Est</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Nord</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Ovest</translation>
        </message>
        <message>
            <source>{level} ({seat})</source>
            <translation>{level} ({seat})</translation>
        </message>
        <message>
            <source>{first} &amp; {second} ({level})</source>
            <translation>{first} &amp; {second} ({level})</translation>
        </message>
        <message>
            <source>Counts every card and plays by the game's rules of thumb. Signals, answers your busso (takes with the Tre and returns the suit) and reads striscio and volo when choosing a suit to lead.</source>
            <translation type="vanished">Conta tutte le carte e gioca secondo le regole pratiche del gioco. Fa i segnali, risponde al tuo busso (prende col Tre e torna al seme) e tiene conto di striscio e volo quando sceglie il seme da giocare.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tressette</source>
            <translation>Tressette</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punteggio</translation>
        </message>
        <message>
            <source>S&amp;core</source>
            <translation>&amp;Punteggio</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Ultima presa</translation>
        </message>
        <message>
            <source>Last &amp;trick</source>
            <translation>&amp;Ultima presa</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Cronaca</translation>
        </message>
        <message>
            <source>&amp;Log</source>
            <translation>&amp;Cronaca</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tocca a te</translation>
        </message>
    </context>
    <context>
        <name>MatchArchive</name>
        <message>
            <source>is not a regular file</source>
            <translation>non è un file normale</translation>
        </message>
        <message>
            <source>cannot be read</source>
            <translation>non si può leggere</translation>
        </message>
        <message>
            <source>is damaged or not a Tressette history</source>
            <translation>è danneggiato o non è uno storico di Tressette</translation>
        </message>
        <message>
            <source>was written by a newer version of the program</source>
            <translation>è stato scritto da una versione più recente del programma</translation>
        </message>
        <message>
            <source>The match history {what} ({detail}). It was kept as {path} and a new, empty history was started.</source>
            <translation>Lo storico delle partite {what} ({detail}). È stato conservato come {path} ed è stato iniziato uno storico nuovo, vuoto.</translation>
        </message>
        <message>
            <source>A name has 1 to 20 printable characters.</source>
            <translation>Un nome ha da 1 a 20 caratteri stampabili.</translation>
        </message>
        <message>
            <source>There is already a profile with this name.</source>
            <translation>Esiste già un profilo con questo nome.</translation>
        </message>
        <message>
            <source>This is not a colour.</source>
            <translation>Questo non è un colore.</translation>
        </message>
        <message>
            <source>This profile no longer exists.</source>
            <translation>Questo profilo non esiste più.</translation>
        </message>
        <message>
            <source>This match could not be stored in the history ({reason}), and its record could not be kept either.</source>
            <translation>Non è stato possibile registrare questa partita nello storico ({reason}), e nemmeno conservarne la registrazione.</translation>
        </message>
        <message>
            <source>This match could not be stored in the history ({reason}). Its record was kept as {path}: import it from the History window later.</source>
            <translation>Non è stato possibile registrare questa partita nello storico ({reason}). La sua registrazione è stata conservata come {path}: importala più tardi dalla finestra Storico.</translation>
        </message>
        <message>
            <source>The match history cannot be used: {reason}. Matches will not be stored this time.</source>
            <translation>Lo storico delle partite non si può usare: {reason}. Questa volta le partite non saranno registrate.</translation>
        </message>
    </context>
    <context>
        <name>MatchEndDialog</name>
        <message>
            <source>Practice deal over</source>
            <translation>Smazzata di prova finita</translation>
        </message>
        <message>
            <source>Match over</source>
            <translation>Partita finita</translation>
        </message>
        <message>
            <source>{left} {a} – {b} {right}</source>
            <translation>{left} {a} – {b} {right}</translation>
        </message>
        <message>
            <source>This was a practice deal, not a match: no stake, and nothing counted in your standings. Ready for a real match against the bots?</source>
            <translation>Era una smazzata di prova, non una partita: nessuna posta e niente conta nella tua classifica. Vuoi giocare una partita vera contro i bot?</translation>
        </message>
        <message>
            <source>&amp;Another guided deal</source>
            <translation>&amp;Altra smazzata guidata</translation>
        </message>
        <message>
            <source>One more deal with a lesson on each turn</source>
            <translation>Un'altra smazzata con una lezione a ogni turno</translation>
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation>&amp;Rivincita</translation>
        </message>
        <message>
            <source>The same players and rules again; the next player to the right deals first</source>
            <translation>Stessi giocatori e stesse regole; fa le carte il giocatore successivo a destra</translation>
        </message>
        <message>
            <source>&amp;Play a real match</source>
            <translation>&amp;Gioca una partita vera</translation>
        </message>
        <message>
            <source>&amp;New match</source>
            <translation>&amp;Nuova partita</translation>
        </message>
        <message>
            <source>&amp;Analyse my play</source>
            <translation>Analizza il &amp;mio gioco</translation>
        </message>
        <message>
            <source>The replay of this match, each of your decisions valued by the strongest bot from what you could see</source>
            <translation>Rivedi questa partita: ogni tua decisione valutata dal bot più forte con ciò che potevi vedere</translation>
        </message>
        <message>
            <source>Ranking points</source>
            <translation>Punti in classifica</translation>
        </message>
        <message>
            <source>{side} resign</source>
            <translation>{side} si arrendono</translation>
        </message>
        <message>
            <source>{side} resigns</source>
            <translation>{side} si arrende</translation>
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
            <translation>È stata giocata l'ultima smazzata prevista.</translation>
        </message>
        <message>
            <source>The tie after the last deal was broken by a spareggio (tie-break deal).</source>
            <translation>Il pareggio dopo l'ultima smazzata è stato risolto da uno spareggio.</translation>
        </message>
        <message>
            <source>Still tied after three spareggi: the side that took the last trick of the third one loses.</source>
            <translation>Ancora pari dopo tre spareggi: perde la coppia che ha fatto l'ultima presa del terzo.</translation>
        </message>
        <message>
            <source>Vinco subito: the winners reached {target} points on the last trick of the deal, and won at once.</source>
            <translation>Vinco subito: i vincitori hanno raggiunto {target} punti con l'ultima presa della smazzata, e hanno vinto subito.</translation>
        </message>
        <message>
            <source>Vinco subito: the winners reached {target} points on a trick, before the end of the deal.</source>
            <translation>Vinco subito: i vincitori hanno raggiunto {target} punti con una presa, prima della fine della smazzata.</translation>
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
            <translation>Pari dopo l'ultima smazzata: la partita è patta.</translation>
        </message>
        <message>
            <source>The match counts as lost by {side}.</source>
            <translation>La partita è persa da {side}.</translation>
        </message>
        <message>
            <source>A draw: nobody gains or loses ranking points.</source>
            <translation>Pareggio: nessuno guadagna o perde punti in classifica.</translation>
        </message>
        <message numerus="yes">
            <source>a match of %n deals</source>
            <translation>
                <numerusform>una partita di %n smazzata</numerusform>
                <numerusform>una partita di %n smazzate</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a match to %n points</source>
            <translation>
                <numerusform>una partita a %n punto</numerusform>
                <numerusform>una partita a %n punti</numerusform>
            </translation>
        </message>
        <message>
            <source>Ranking points: −%1 for the side that resigned (%2; +1 for each sweep by the other side); nobody gains them.</source>
            <translation>Punti in classifica: −%1 per chi si è arreso (%2; +1 per ogni cappotto degli avversari); nessuno li guadagna.</translation>
        </message>
        <message numerus="yes">
            <source>Each winner gains %n ranking points and each loser loses %n (%2; +1 for each sweep by the winners). The stake above does not change them.</source>
            <translation>
                <numerusform>Ogni vincitore guadagna %n punto in classifica e ogni perdente ne perde %n (%2; +1 per ogni cappotto dei vincitori). La posta indicata sopra non li cambia.</numerusform>
                <numerusform>Ogni vincitore guadagna %n punti in classifica e ogni perdente ne perde %n (%2; +1 per ogni cappotto dei vincitori). La posta indicata sopra non li cambia.</numerusform>
            </translation>
        </message>
        <message>
            <source>This match does not count in the standings: bots played every seat (a demo).</source>
            <translation>Questa partita non conta nella classifica: i bot hanno giocato in ogni posto (una dimostrazione).</translation>
        </message>
        <message>
            <source>This practice deal does not count in the standings.</source>
            <translation>Questa smazzata di prova non conta nella classifica.</translation>
        </message>
        <message>
            <source>This match does not count in the standings: hints or undo were used.</source>
            <translation>Questa partita non conta nella classifica: sono stati usati suggerimenti o annullamenti.</translation>
        </message>
        <message>
            <source>Standings: the base is 1 for a match to 11 points or less, 3 for 12 to 21, 5 beyond (a match of deals: 1 for 1-2 deals, 3 for 3-4, 5 for 5 or more), plus 1 for each sweep (cappotto, stramazzo, cappottone, stramazzone) of the winning side.</source>
            <translation>Classifica: la base è 1 per una partita fino a 11 punti, 3 da 12 a 21, 5 oltre (partita a smazzate: 1 per 1-2 smazzate, 3 per 3-4, 5 per 5 o più), più 1 per ogni cappotto, stramazzo, cappottone o stramazzone della coppia vincente.</translation>
        </message>
        <message>
            <source>napoletana decima</source>
            <translation>napoletana decima</translation>
        </message>
        <message>
            <source>In this match: %1.</source>
            <translation>In questa partita: %1.</translation>
        </message>
        <message>
            <source>In this match no event raises it.</source>
            <translation>In questa partita nessun evento la alza.</translation>
        </message>
        <message>
            <source>It does not multiply the ranking points.</source>
            <translation>Non moltiplica i punti in classifica.</translation>
        </message>
        <message>
            <source>Stake (what the match is worth): {stake} ({reason}); deals played: {deals}</source>
            <translation>Posta (quanto vale la partita): {stake} ({reason}); smazzate giocate: {deals}</translation>
        </message>
        <message>
            <source>Stake (what the match is worth): {stake}; deals played: {deals}</source>
            <translation>Posta (quanto vale la partita): {stake}; smazzate giocate: {deals}</translation>
        </message>
        <message>
            <source>Standings: the base is 1 for a match to 11 points or less, 3 for 12 to 21, 5 beyond (a match of deals: 1 for 1-2 deals, 3 for 3-4, 5 for 5 or more), plus 1 for each sweep (cappotto, stramazzo, cappottone, stramazzone) of the winning side. The stake (1, or more when an event ends the match) is the match's worth and does not multiply the standings.</source>
            <translation type="vanished">Classifica: la base è 1 per una partita fino a 11 punti, 3 da 12 a 21, 5 oltre (partita a smazzate: 1 per 1-2 smazzate, 3 per 3-4, 5 per 5 o più), più 1 per ogni cappotto, stramazzo, cappottone o stramazzone della coppia vincente. La posta (1, o di più quando un evento chiude la partita) è il valore della partita e non moltiplica la classifica.</translation>
        </message>
        <message numerus="yes">
            <source>Each winner gains %n ranking points and each loser loses %n (%2; +1 for each sweep by the winners). The stake is how much the match itself was worth.</source>
            <translation type="vanished">
                <numerusform>Ogni vincitore guadagna %n punto in classifica e ogni perdente ne perde %n (%2; +1 per ogni cappotto dei vincitori). La posta è quanto valeva la partita stessa.</numerusform>
                <numerusform>Ogni vincitore guadagna %n punti in classifica e ogni perdente ne perde %n (%2; +1 per ogni cappotto dei vincitori). La posta è quanto valeva la partita stessa.</numerusform>
            </translation>
        </message>
        <message>
            <source>Stake: {stake} ({reason}); deals played: {deals}</source>
            <translation type="vanished">Posta: {stake} ({reason}); smazzate giocate: {deals}</translation>
        </message>
        <message>
            <source>Stake: {stake}; deals played: {deals}</source>
            <translation type="vanished">Posta: {stake}; smazzate giocate: {deals}</translation>
        </message>
        <message>
            <source>a match of %1 deals</source>
            <translation type="vanished">una partita di %1 smazzate</translation>
        </message>
        <message>
            <source>a match to %1 points</source>
            <translation type="vanished">una partita a %1 punti</translation>
        </message>
        <message>
            <source>Each winner gains %1 ranking points and each loser loses %1 (%2; +1 for each sweep by the winners). The stake is how much the match itself was worth.</source>
            <translation type="vanished">Ogni vincitore guadagna %1 punti in classifica e ogni perdente ne perde %1 (%2; +1 per ogni cappotto dei vincitori). La posta è quanto valeva la partita stessa.</translation>
        </message>
    </context>
    <context>
        <name>NewMatchDialog</name>
        <message>
            <source>New match</source>
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
            <translation>Inizia</translation>
        </message>
        <message>
            <source>&amp;Rules…</source>
            <translation>&amp;Regole…</translation>
        </message>
        <message>
            <source>&amp;Learn to play (guided deal)</source>
            <translation>&amp;Impara a giocare (smazzata guidata)</translation>
        </message>
        <message>
            <source>Never played? One deal against easy bots in which each turn says the rule that applies</source>
            <translation>Mai giocato? Una smazzata contro bot facili in cui ogni turno dice la regola che vale</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <source>The preset sets these options as the game is classically played: if unsure, leave them as they are. Hover over an option to read what it does.</source>
            <translation>Il regolamento imposta queste opzioni come si gioca classicamente: se hai dubbi, lasciale come sono. Passa il puntatore su un'opzione per leggere che cosa fa.</translation>
        </message>
        <message>
            <source>&amp;Declarations (napola, tris, quaterna)</source>
            <translation>Accusi (napola, tris, &amp;quaterna)</translation>
        </message>
        <message>
            <source>Declare combinations completed &amp;by cards drawn or picked up later</source>
            <translation>Accu&amp;sa le combinazioni completate con carte pescate o raccolte dopo</translation>
        </message>
        <message>
            <source>Napoletana decima wins the &amp;match (collatondrione)</source>
            <translation>&amp;La napoletana decima vince la partita (collatondrione)</translation>
        </message>
        <message>
            <source>New deal for a &amp;hand under one point</source>
            <translation>Si rifà la sma&amp;zzata con carte sotto un punto</translation>
        </message>
        <message>
            <source>S&amp;ignals (busso, striscio, volo)</source>
            <translation>&amp;Segnali (busso, striscio, volo)</translation>
        </message>
        <message>
            <source>Cappotto, strama&amp;zzo:</source>
            <translation>&amp;Cappotto, stramazzo:</translation>
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
            <source>&amp;Cards dealt:</source>
            <translation>Carte distri&amp;buite:</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personalizzata</translation>
        </message>
        <message>
            <source>Rules of your own choosing: set any option under Rules.</source>
            <translation>Regole scelte da te: imposta le opzioni sotto Regole.</translation>
        </message>
        <message>
            <source>Declare automatically &amp;for the people at the table</source>
            <translation>&amp;Accusa automaticamente per le persone al tavolo</translation>
        </message>
        <message>
            <source>Declare &amp;for me automatically</source>
            <translation>&amp;Accusa per me automaticamente</translation>
        </message>
        <message>
            <source>These rules do not go together: {error}</source>
            <translation>Queste regole non vanno insieme: {error}</translation>
        </message>
        <message>
            <source>A name may hold only letters, digits, spaces and signs: no control characters or other characters that cannot be shown.</source>
            <translation>Un nome può contenere solo lettere, cifre, spazi e segni: niente caratteri di controllo o altri caratteri che non si possono mostrare.</translation>
        </message>
        <message>
            <source>Declare combinations completed &amp;by cards taken later</source>
            <translation type="vanished">Accu&amp;sa le combinazioni completate con carte prese dopo</translation>
        </message>
        <message>
            <source>scores as usual</source>
            <translation type="vanished">si contano come sempre</translation>
        </message>
        <message>
            <source>wins the match (stake {low} or {high})</source>
            <translation type="vanished">vincono la partita (posta {low} o {high})</translation>
        </message>
        <message>
            <source>wins the match (stake {low} to {high})</source>
            <translation type="vanished">vincono la partita (posta da {low} a {high})</translation>
        </message>
        <message>
            <source>wins the match (stake 2 to 8)</source>
            <translation type="vanished">vincono la partita (posta da 2 a 8)</translation>
        </message>
        <message>
            <source> points</source>
            <translation type="vanished"> punti</translation>
        </message>
        <message>
            <source> deals</source>
            <translation type="vanished"> smazzate</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation type="vanished">Ogni giocatore ha bisogno di un nome.</translation>
        </message>
    </context>
    <context>
        <name>NoticeBar</name>
        <message>
            <source>Dismiss</source>
            <translation>Chiudi</translation>
        </message>
    </context>
    <context>
        <name>OptionTips</name>
        <message>
            <source>wins the match (stake {low} or {high})</source>
            <translation>vincono la partita (posta {low} o {high})</translation>
        </message>
        <message>
            <source>wins the match (stake {low} to {high})</source>
            <translation>vincono la partita (posta da {low} a {high})</translation>
        </message>
        <message>
            <source>scores as usual</source>
            <translation>si contano come sempre</translation>
        </message>
        <message>
            <source>A sweep: cappotto, one side takes every trick of a deal; stramazzo, one side takes all the card points though the other takes a trick.</source>
            <translation>Cappotto: una coppia fa tutte le prese della smazzata; stramazzo: una coppia prende tutti i punti delle carte anche se l'altra fa una presa.</translation>
        </message>
        <message>
            <source>With four players also cappottone and stramazzone, the same by a single player.</source>
            <translation>In quattro anche cappottone e stramazzone, lo stesso fatto da un solo giocatore.</translation>
        </message>
        <message>
            <source>A sweep: cappotto, one player takes every trick of a deal; stramazzo, one player takes all the card points though the other takes a trick.</source>
            <translation>Cappotto: un giocatore fa tutte le prese della smazzata; stramazzo: un giocatore prende tutti i punti delle carte anche se l'altro fa una presa.</translation>
        </message>
        <message>
            <source>“{count}”: the deal counts like any other.</source>
            <translation>«{count}»: la smazzata vale come ogni altra.</translation>
        </message>
        <message>
            <source>“{wins}”: whoever sweeps wins the whole match at once, whatever the score.</source>
            <translation>«{wins}»: chi fa cappotto o stramazzo vince subito tutta la partita, qualunque sia il punteggio.</translation>
        </message>
        <message>
            <source>When a sweep wins the match, the stake is: {stakes}.</source>
            <translation>Quando la partita si vince con un cappotto, la posta è: {stakes}.</translation>
        </message>
        <message>
            <source>Tressette for four: two sides of two partners. Spizzichino: two players, drawing from a stock (a pesca) or with piles on the table (a mazzetti).</source>
            <translation>Tressette in quattro: due coppie di compagni. Spizzichino: due giocatori, che pescano dal monte (a pesca) o con i mazzetti sul tavolo (a mazzetti).</translation>
        </message>
        <message>
            <source>Napola (Asso, Due and Tre of a suit), tris and quaterna (three or four Assi, Due or Tre) held in the hand score extra points when declared. Off: only the cards taken score.</source>
            <translation>Napola (Asso, Due e Tre di un seme), tris e quaterna (tre o quattro Assi, Due o Tre) tenuti in mano danno punti in più quando si accusano. Spenta: contano solo le carte prese.</translation>
        </message>
        <message>
            <source>On: a combination completed later by a card you draw or pick up may be declared in any of your turns. Off: only combinations of your first 10 cards count, and only if declared in your first turn.</source>
            <translation>Accesa: una combinazione completata dopo con una carta pescata o raccolta si può accusare in uno qualsiasi dei tuoi turni. Spenta: contano solo le combinazioni delle prime 10 carte, e solo se accusate nel primo turno.</translation>
        </message>
        <message>
            <source>Not a rule: the program declares your combinations for you as soon as they may be declared. Off: you click Declare yourself.</source>
            <translation>Non è una regola: il programma accusa le tue combinazioni per te appena si possono accusare. Spenta: fai clic tu su Accusa.</translation>
        </message>
        <message>
            <source>A player dealt ten cards of one suit shows them and wins the whole match at once. Off: such a hand is played like any other.</source>
            <translation>Chi riceve dieci carte dello stesso seme le mostra e vince subito tutta la partita. Spenta: si gioca come ogni altra mano.</translation>
        </message>
        <message>
            <source>A player whose ten cards are worth less than one point may ask, before the first card, for the cards to be dealt again.</source>
            <translation>Chi ha dieci carte che valgono meno di un punto può chiedere, prima della prima carta, di rifare la smazzata.</translation>
        </message>
        <message>
            <source>The leader of a trick may tell the partner something with the card led: busso (take with your highest and lead this suit back), striscio (I have more of it), volo (my last one).</source>
            <translation>Chi apre una presa può dire qualcosa al compagno con la carta giocata: busso (prendi con la tua carta più alta e torna a questo seme), striscio (ne ho altre), volo (è l'ultima).</translation>
        </message>
        <message>
            <source>How the dealer gives out the cards: one at a time or five at a time. It changes only who gets which card.</source>
            <translation>Come il mazziere distribuisce le carte: una alla volta o cinque alla volta. Cambia solo chi riceve quale carta.</translation>
        </message>
        <message>
            <source>The match goes on, deal after deal, until a side reaches this many points.</source>
            <translation>La partita continua, smazzata dopo smazzata, finché una coppia arriva a questi punti.</translation>
        </message>
        <message>
            <source>The points a side needs to win the match.</source>
            <translation>I punti che servono per vincere la partita.</translation>
        </message>
        <message>
            <source>I win now: a side that reaches the target during a deal, with a trick it takes, wins at once without finishing the deal.</source>
            <translation>Chi raggiunge i punti durante una smazzata, con una presa che fa, vince subito senza finire la smazzata.</translation>
        </message>
        <message>
            <source>The match lasts this many deals; then the side with more points wins.</source>
            <translation>La partita dura queste smazzate; poi vince chi ha più punti.</translation>
        </message>
        <message>
            <source>How many deals the match lasts.</source>
            <translation>Quante smazzate dura la partita.</translation>
        </message>
        <message>
            <source>If the sides have the same points after the last deal: play up to three more deals (spareggi) to break the tie, or call it a draw.</source>
            <translation>Se dopo l'ultima smazzata i punti sono pari: si giocano fino a tre smazzate in più (spareggi) per rompere la parità, oppure la partita è patta.</translation>
        </message>
        <message>
            <source>“Scores as usual”: the deal counts like any other. “Wins the match”: the side that sweeps wins the whole match at once.</source>
            <translation type="vanished">«Si contano come sempre»: la smazzata vale come ogni altra. «Vince la partita»: chi fa il cappotto vince subito tutta la partita.</translation>
        </message>
        <message>
            <source>On: a combination completed later by a card you draw or pick up may be declared in any of your turns. Off: only combinations of your first 10 cards count.</source>
            <translation type="vanished">Accesa: una combinazione completata dopo con una carta pescata o raccolta si può accusare in uno qualsiasi dei tuoi turni. Spenta: contano solo le combinazioni delle prime 10 carte.</translation>
        </message>
        <message>
            <source>The leader of a trick may tell the partner something with the card led: busso (take and return this suit), striscio (I have more of it), volo (my last one).</source>
            <translation type="vanished">Chi apre una presa può dire qualcosa al compagno con la carta giocata: busso (prendi e torna a questo seme), striscio (ne ho altre), volo (è l'ultima).</translation>
        </message>
    </context>
    <context>
        <name>PlayersBox</name>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
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
            <source>A bot, or a friend who plays at this screen: each hand is covered while the other plays. Hot-seat is for the two-player games.</source>
            <translation>Un bot, o un amico che gioca a questo schermo: ciascuna mano resta coperta mentre gioca l'altro. Due persone allo stesso computer solo nei giochi a due.</translation>
        </message>
        <message>
            <source>&amp;Opponent:</source>
            <translation>Avv&amp;ersario:</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Il tuo nome</translation>
        </message>
        <message>
            <source>Pick a profile, or type a new name to make one</source>
            <translation>Scegli un profilo, o scrivi un nome nuovo per crearne uno</translation>
        </message>
        <message>
            <source>Player &amp;1 (South):</source>
            <translation>Giocatore &amp;1 (Sud):</translation>
        </message>
        <message>
            <source>&amp;You (South):</source>
            <translation>&amp;Tu (Sud):</translation>
        </message>
        <message>
            <source>&amp;East:</source>
            <translation>&amp;Est:</translation>
        </message>
        <message>
            <source>N&amp;orth (partner):</source>
            <translation>Nor&amp;d (compagno):</translation>
        </message>
        <message>
            <source>&amp;West:</source>
            <translation>&amp;Ovest:</translation>
        </message>
        <message>
            <source>Player &amp;2:</source>
            <translation>Giocatore &amp;2:</translation>
        </message>
        <message>
            <source>Opponent's nam&amp;e:</source>
            <translation>Nome &amp;dell'avversario:</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation>Ogni giocatore ha bisogno di un nome.</translation>
        </message>
        <message>
            <source>The two players need different names.</source>
            <translation>I due giocatori devono avere nomi diversi.</translation>
        </message>
        <message>
            <source>A bot, or a friend who plays at this screen: each hand is covered while the other plays.</source>
            <translation type="vanished">Un bot, o un amico che gioca a questo schermo: ciascuna mano resta coperta mentre gioca l'altro.</translation>
        </message>
        <message>
            <source>A name may hold only letters, digits, spaces and signs: no control characters or other characters that cannot be shown.</source>
            <translation type="vanished">Un nome può contenere solo lettere, cifre, spazi e segni: niente caratteri di controllo o altri caratteri che non si possono mostrare.</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Tressette to 21</source>
            <translation>Tressette 21</translation>
        </message>
        <message>
            <source>Tressette, 3 deals</source>
            <translation>Tressette a 3 smazzate</translation>
        </message>
        <message>
            <source>Classic, with a stake</source>
            <translation>Classico con la posta</translation>
        </message>
        <message>
            <source>Spizzichino to 51 with declarations</source>
            <translation>Spizzichino 51 con buongioco</translation>
        </message>
        <message>
            <source>Spizzichino to 31 without declarations</source>
            <translation>Spizzichino 31 senza buongioco</translation>
        </message>
        <message>
            <source>Spizzichino a mazzetti to 51</source>
            <translation>Spizzichino a mazzetti 51</translation>
        </message>
        <message>
            <source>The first pair to reach 21 points wins; declarations and signals on.</source>
            <translation>Vince la prima coppia che arriva a 21 punti; con accusi e segnali.</translation>
        </message>
        <message>
            <source>Three deals, then the pair with more points wins; a tie goes to a spareggio.</source>
            <translation>Tre smazzate, poi vince la coppia con più punti; in caso di parità si va allo spareggio.</translation>
        </message>
        <message>
            <source>To 21 points, cards dealt five at a time; a cappotto or stramazzo wins the match at once, at a stake of 2 to 8.</source>
            <translation>A 21 punti, carte distribuite cinque alla volta; un cappotto o uno stramazzo vince subito la partita, con una posta da 2 a 8.</translation>
        </message>
        <message>
            <source>Two players drawing from the stock after each trick, to 51 points; declarations (buongioco) score.</source>
            <translation>Due giocatori che pescano dal monte dopo ogni presa, a 51 punti; gli accusi (buongioco) contano.</translation>
        </message>
        <message>
            <source>Two players drawing from the stock after each trick, to 31 points; no declarations.</source>
            <translation>Due giocatori che pescano dal monte dopo ogni presa, a 31 punti; senza accusi.</translation>
        </message>
        <message>
            <source>Two players, each with a hand and two piles (mazzetti) on the table, to 51 points.</source>
            <translation>Due giocatori, ciascuno con le carte in mano e due mazzetti sul tavolo, a 51 punti.</translation>
        </message>
        <message>
            <source>Spizzichino to 51 with buongioco</source>
            <translation type="vanished">Spizzichino 51 con buongioco</translation>
        </message>
        <message>
            <source>Spizzichino to 31 without buongioco</source>
            <translation type="vanished">Spizzichino 31 senza buongioco</translation>
        </message>
    </context>
    <context>
        <name>ProfileLock</name>
        <message>
            <source>The profile's lock file {file} was not a valid lock ({reason}); it was kept as {path}.</source>
            <translation>Il file di blocco del profilo {file} non era un blocco valido ({reason}); è stato conservato come {path}.</translation>
        </message>
    </context>
    <context>
        <name>ProfilesDialog</name>
        <message>
            <source>Profiles</source>
            <translation>Profili</translation>
        </message>
        <message>
            <source>&amp;New…</source>
            <translation>&amp;Nuovo…</translation>
        </message>
        <message>
            <source>&amp;Rename…</source>
            <translation>&amp;Rinomina…</translation>
        </message>
        <message>
            <source>&amp;Colour…</source>
            <translation>&amp;Colore…</translation>
        </message>
        <message>
            <source>&amp;Delete…</source>
            <translation>&amp;Elimina…</translation>
        </message>
        <message>
            <source>A deleted profile's matches stay in the history, under its name.</source>
            <translation>Le partite di un profilo eliminato restano nello storico, con il suo nome.</translation>
        </message>
        <message>
            <source>The profile could not be saved: %1</source>
            <translation>Non è stato possibile salvare il profilo: %1</translation>
        </message>
        <message>
            <source>The match history cannot be used: %1</source>
            <translation>Lo storico delle partite non si può usare: %1</translation>
        </message>
        <message>
            <source>New profile</source>
            <translation>Nuovo profilo</translation>
        </message>
        <message>
            <source>Rename the profile</source>
            <translation>Rinomina il profilo</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Nome:</translation>
        </message>
        <message>
            <source>Delete the profile</source>
            <translation>Elimina il profilo</translation>
        </message>
        <message>
            <source>Delete the profile %1? Its matches stay in the history, under this name.</source>
            <translation>Eliminare il profilo %1? Le sue partite restano nello storico, con questo nome.</translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message>
            <source>takes %2 with %1</source>
            <translation>prende %2 con %1</translation>
        </message>
        <message>
            <source>goes for the trick with %1, but %2 is still out</source>
            <translation>tenta la presa con %1, ma %2 non è ancora uscito</translation>
        </message>
        <message>
            <source>takes the partner's %2 with %1, making the trick sure</source>
            <translation>prende %2 del compagno con %1, rendendo sicura la presa</translation>
        </message>
        <message>
            <source>takes the partner's sure trick (%2) with %1, to lead the next one</source>
            <translation>prende con %1 la presa sicura del compagno (%2), per uscire alla prossima</translation>
        </message>
        <message>
            <source>puts %1 on a trick the partner surely wins with %2</source>
            <translation>carica %1 su una presa che il compagno vince di sicuro con %2</translation>
        </message>
        <message>
            <source>plays %1 and keeps %2 guarded</source>
            <translation>gioca %1 e tiene %2 protetto</translation>
        </message>
        <message>
            <source>plays %1 and keeps %2 for later</source>
            <translation>gioca %1 e tiene %2 per dopo</translation>
        </message>
        <message>
            <source>leads %1, though %2 is still out</source>
            <translation>apre con %1, anche se %2 non è ancora uscito</translation>
        </message>
        <message>
            <source>takes the trick with %1</source>
            <translation>prende la presa con %1</translation>
        </message>
        <message>
            <source>%1 is the only card that may be played</source>
            <translation>%1 è l'unica carta che si può giocare</translation>
        </message>
        <message>
            <source>gives %1 to the opponents' trick</source>
            <translation>lascia %1 alla presa degli avversari</translation>
        </message>
        <message>
            <source>plays %1: no card it may play is worth less</source>
            <translation>gioca %1: nessuna carta giocabile vale meno</translation>
        </message>
        <message>
            <source>plays %1, worth nothing, under a trick it cannot take</source>
            <translation>gioca %1, che non vale nulla, sotto una presa che non può prendere</translation>
        </message>
        <message>
            <source>leads %1: no card left can take it</source>
            <translation>apre con %1: nessuna carta rimasta lo può prendere</translation>
        </message>
        <message>
            <source>leads %1</source>
            <translation>apre con %1</translation>
        </message>
        <message>
            <source>plays %1 on a trick the partner surely wins with %2 and keeps %3 for later</source>
            <translation>gioca %1 su una presa che il compagno vince di sicuro con %2 e tiene %3 per dopo</translation>
        </message>
        <message>
            <source>leads %1 to draw out %2, which an opponent holds, keeping %3 for later</source>
            <translation>esce con %1 per far cadere %2, in mano a un avversario, tenendo %3 per dopo</translation>
        </message>
        <message>
            <source>discards %1, worth nothing</source>
            <translation>scarta %1, che non vale nulla</translation>
        </message>
        <message>
            <source>discards %1, worth a third of a point</source>
            <translation>scarta %1, che vale un terzo di punto</translation>
        </message>
        <message>
            <source>discards %1, worth a point</source>
            <translation>scarta %1, che vale un punto</translation>
        </message>
        <message>
            <source>to take %1</source>
            <translation>per prendere %1</translation>
        </message>
        <message>
            <source>going for the trick, though %1 is still out</source>
            <translation>per tentare la presa, anche se %1 non è ancora uscito</translation>
        </message>
        <message>
            <source>a sure trick for your points: the partner wins it with %1</source>
            <translation>una presa sicura per i tuoi punti: il compagno la vince con %1</translation>
        </message>
        <message>
            <source>keeping %1 guarded</source>
            <translation>tenendo %1 protetto</translation>
        </message>
        <message>
            <source>keeping %1 for later</source>
            <translation>tenendo %1 per dopo</translation>
        </message>
        <message>
            <source>though %1 is still out</source>
            <translation>anche se %1 non è ancora uscito</translation>
        </message>
        <message>
            <source>to take the trick</source>
            <translation>per prendere la presa</translation>
        </message>
        <message>
            <source>the only card that may be played</source>
            <translation>l'unica carta che si può giocare</translation>
        </message>
        <message>
            <source>to the opponents' trick</source>
            <translation>alla presa degli avversari</translation>
        </message>
        <message>
            <source>worth nothing, under a trick it cannot take</source>
            <translation>non vale nulla, sotto una presa che non può prendere</translation>
        </message>
        <message>
            <source>no card left can take it</source>
            <translation>nessuna carta rimasta lo può prendere</translation>
        </message>
        <message>
            <source>so that your side surely wins the trick</source>
            <translation>perché la presa sia di sicuro della tua coppia</translation>
        </message>
        <message>
            <source>your side wins the trick anyway, and you lead the next one</source>
            <translation>la presa è comunque della tua coppia, e tu esci alla prossima</translation>
        </message>
        <message>
            <source>no card you may play is worth less</source>
            <translation>nessuna carta che puoi giocare vale meno</translation>
        </message>
        <message>
            <source>the partner surely wins the trick with %1; keeping %2 for later</source>
            <translation>il compagno vince di sicuro la presa con %1; tenendo %2 per dopo</translation>
        </message>
        <message>
            <source>to draw out %1, which an opponent holds, keeping %2 for later</source>
            <translation>per far cadere %1, in mano a un avversario, tenendo %2 per dopo</translation>
        </message>
        <message>
            <source>worth nothing</source>
            <translation>non vale nulla</translation>
        </message>
        <message>
            <source>worth a third of a point</source>
            <translation>vale un terzo di punto</translation>
        </message>
        <message>
            <source>worth a point</source>
            <translation>vale un punto</translation>
        </message>
        <message>
            <source>worth nothing if it is taken</source>
            <translation>non vale nulla se viene preso</translation>
        </message>
        <message>
            <source>worth only a third of a point if it is taken</source>
            <translation>vale solo un terzo di punto se viene preso</translation>
        </message>
        <message>
            <source>the %1</source>
            <comment>before Asso</comment>
            <translation>l'%1</translation>
        </message>
        <message>
            <source>the %1</source>
            <translation>il %1</translation>
        </message>
        <message>
            <source>declares the %1 (points: %2)</source>
            <translation>accusa %1 (punti: %2)</translation>
        </message>
        <message>
            <source>plays without declaring the %1: %2 points lost</source>
            <translation>gioca senza accusare %1: %2 punti persi</translation>
        </message>
        <message>
            <source>leads %1 back, as the partner's busso asked</source>
            <translation>torna a %1, come chiedeva il busso del compagno</translation>
        </message>
        <message>
            <source>gives the partner the lead in his long suit, %1</source>
            <translation>dà al compagno la mano nel suo seme lungo, %1</translation>
        </message>
        <message>
            <source>leads %1 from the long suit (%2 cards)</source>
            <translation>apre con %1 dal seme lungo (%2 carte)</translation>
        </message>
        <message>
            <source>points: %1</source>
            <translation>punti: %1</translation>
        </message>
        <message>
            <source>without declaring the %1: %2 points lost</source>
            <translation>senza accusare %1: %2 punti persi</translation>
        </message>
        <message>
            <source>as the partner's busso asked</source>
            <translation>come chiedeva il busso del compagno</translation>
        </message>
        <message>
            <source>the partner's long suit</source>
            <translation>il seme lungo del compagno</translation>
        </message>
        <message>
            <source>from the long suit of %1 cards</source>
            <translation>dal seme lungo di %1 carte</translation>
        </message>
        <message>
            <source>declare the %1</source>
            <translation>accusa %1</translation>
        </message>
        <message>
            <source>play %1</source>
            <translation>gioca %1</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Suggerimento: %1</translation>
        </message>
        <message>
            <source>Hint: %1 (%2)</source>
            <translation>Suggerimento: %1 (%2)</translation>
        </message>
        <message>
            <source>the partner surely wins the trick with %1</source>
            <translation type="vanished">il compagno vince di sicuro la presa con %1</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <source>First</source>
            <translation>Inizio</translation>
        </message>
        <message>
            <source>The start of the match (Home)</source>
            <translation>L'inizio della partita (Home)</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Indietro</translation>
        </message>
        <message>
            <source>One step back (Left arrow)</source>
            <translation>Un passo indietro (freccia a sinistra)</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Avanti</translation>
        </message>
        <message>
            <source>One step forward (Right arrow)</source>
            <translation>Un passo avanti (freccia a destra)</translation>
        </message>
        <message>
            <source>Last</source>
            <translation>Fine</translation>
        </message>
        <message>
            <source>The end of the match (End)</source>
            <translation>La fine della partita (Fine)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Close the replay: back to the table (Esc)</source>
            <translation>Chiudi la partita rivista: torna al tavolo (Esc)</translation>
        </message>
        <message>
            <source>Deal:</source>
            <translation>Smazzata:</translation>
        </message>
        <message>
            <source>Trick:</source>
            <translation>Presa:</translation>
        </message>
        <message>
            <source>Match %1, step %2 of %3</source>
            <translation>Partita %1, passo %2 di %3</translation>
        </message>
    </context>
    <context>
        <name>ReplayMode</name>
        <message>
            <source>Replay</source>
            <translation>Rivedi la partita</translation>
        </message>
        <message>
            <source>Match %1 cannot be replayed: %2</source>
            <translation>La partita %1 non si può rivedere: %2</translation>
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
        <name>RulesText</name>
        <message>
            <source>Played to {target} points, with vinco subito.</source>
            <translation>Si gioca ai {target} punti, con vinco subito.</translation>
        </message>
        <message>
            <source>Played to {target} points, without vinco subito.</source>
            <translation>Si gioca ai {target} punti, senza vinco subito.</translation>
        </message>
        <message>
            <source>A single deal; on a tie, up to three spareggi.</source>
            <translation>Una sola smazzata; in caso di parità, fino a tre spareggi.</translation>
        </message>
        <message>
            <source>A single deal; a tie is a draw.</source>
            <translation>Una sola smazzata; in caso di parità la partita è patta.</translation>
        </message>
        <message>
            <source>{deals} deals; on a tie, up to three spareggi.</source>
            <translation>{deals} smazzate; in caso di parità, fino a tre spareggi.</translation>
        </message>
        <message>
            <source>{deals} deals; a tie is a draw.</source>
            <translation>{deals} smazzate; in caso di parità la partita è patta.</translation>
        </message>
        <message>
            <source>No declarations: only the cards taken score.</source>
            <translation>Niente accusi: contano solo le carte prese.</translation>
        </message>
        <message>
            <source>Declarations score.</source>
            <translation>Gli accusi valgono.</translation>
        </message>
        <message>
            <source>Declarations score, including those of combinations completed by cards picked up from your piles later.</source>
            <translation>Gli accusi valgono, anche quelli delle combinazioni completate con carte raccolte dopo dai mazzetti.</translation>
        </message>
        <message>
            <source>Declarations score, including those of combinations completed by cards drawn later.</source>
            <translation>Gli accusi valgono, anche quelli delle combinazioni completate con carte pescate dopo.</translation>
        </message>
        <message>
            <source>Declarations score, but only those of your first 10 cards.</source>
            <translation>Gli accusi valgono, ma solo quelli delle prime 10 carte.</translation>
        </message>
        <message>
            <source>The program declares for you at the first moment allowed.</source>
            <translation>Il programma accusa per te appena è consentito.</translation>
        </message>
        <message>
            <source>“Declare for me automatically” is off: remember to declare yourself. The bots always declare.</source>
            <translation>L'opzione «Accusa per me automaticamente» è spenta: ricordati di accusare tu. I bot accusano sempre.</translation>
        </message>
        <message>
            <source>Cappotto and stramazzo score as usual.</source>
            <translation>Cappotto e stramazzo si contano come sempre.</translation>
        </message>
        <message>
            <source>Cappotto and stramazzo win the match, at a stake of {cappotto} and {stramazzo} respectively.</source>
            <translation>Cappotto e stramazzo vincono la partita, con posta rispettivamente {cappotto} e {stramazzo}.</translation>
        </message>
        <message>
            <source>Cappotto, stramazzo, cappottone and stramazzone score as usual.</source>
            <translation>Cappotto, stramazzo, cappottone e stramazzone si contano come sempre.</translation>
        </message>
        <message>
            <source>Cappotto, stramazzo, cappottone and stramazzone win the match, at a stake of {cappotto}, {stramazzo}, {cappottone} and {stramazzone} respectively.</source>
            <translation>Cappotto, stramazzo, cappottone e stramazzone vincono la partita, con posta rispettivamente {cappotto}, {stramazzo}, {cappottone} e {stramazzone}.</translation>
        </message>
        <message>
            <source>Cards dealt one at a time.</source>
            <translation>Carte distribuite una alla volta.</translation>
        </message>
        <message>
            <source>Cards dealt five at a time.</source>
            <translation>Carte distribuite cinque alla volta.</translation>
        </message>
        <message>
            <source>Napoletana decima wins the match.</source>
            <translation>La napoletana decima vince la partita.</translation>
        </message>
        <message>
            <source>No napoletana decima: ten cards of one suit are played like any other hand.</source>
            <translation>Niente napoletana decima: dieci carte dello stesso seme si giocano come ogni altra mano.</translation>
        </message>
        <message>
            <source>A hand worth less than one point may ask for a new deal.</source>
            <translation>Con carte che valgono meno di un punto si può chiedere di rifare la smazzata.</translation>
        </message>
        <message>
            <source>No new deal for a hand worth less than one point.</source>
            <translation>Non si rifà la smazzata per carte che valgono meno di un punto.</translation>
        </message>
        <message>
            <source>Signals: busso, striscio and volo.</source>
            <translation>Segnali: busso, striscio e volo.</translation>
        </message>
        <message>
            <source>No signals: every lead is muta.</source>
            <translation>Niente segnali: ogni giocata è muta.</translation>
        </message>
        <message>
            <source>Option:</source>
            <translation>Opzione:</translation>
        </message>
        <message>
            <source>Below are the rules of the game; a paragraph marked “Option:” tells a rule that a match may have or not (Match &gt; New match).</source>
            <translation>Qui sotto le regole del gioco; un paragrafo che comincia con «Opzione:» dice una regola che una partita può avere o no (Partita &gt; Nuova partita).</translation>
        </message>
        <message>
            <source>This match</source>
            <translation>Questa partita</translation>
        </message>
        <message>
            <source>Tressette for four</source>
            <translation>Tressette in quattro</translation>
        </message>
        <message>
            <source>Spizzichino a pesca</source>
            <translation>Spizzichino a pesca</translation>
        </message>
        <message>
            <source>Spizzichino a mazzetti</source>
            <translation>Spizzichino a mazzetti</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>Le carte</translation>
        </message>
        <message>
            <source>The game uses the 40-card Italian deck: four suits, coppe (cups), denari (coins), spade (swords) and bastoni (clubs), each with Asso (ace), 2, 3, 4, 5, 6, 7, Fante (jack), Cavallo (knight) and Re (king).</source>
            <translation>Si gioca con il mazzo italiano di 40 carte: quattro semi, coppe, denari, spade e bastoni, ciascuno con Asso, 2, 3, 4, 5, 6, 7, Fante, Cavallo e Re.</translation>
        </message>
        <message>
            <source>Cards are counted in thirds of a point (terzi): an Asso is worth 3 thirds, one whole point; Tre, Due, Re, Cavallo and Fante are worth 1 third each; the low cards (cartine: 7, 6, 5 and 4) are worth nothing. The whole deck holds 32 thirds.</source>
            <translation>Le carte si contano in terzi (di punto): l'Asso vale 3 terzi, cioè un punto intero; Tre, Due, Re, Cavallo e Fante valgono 1 terzo ciascuno; le cartine (7, 6, 5 e 4) non valgono nulla. Il mazzo intero vale 32 terzi.</translation>
        </message>
        <message>
            <source>In a trick the cards rank, from strongest to weakest: 3, 2, Asso, Re, Cavallo, Fante, 7, 6, 5, 4. The Tre, Due and Asso are the honours (pezzi). There are no trumps.</source>
            <translation>In una presa le carte valgono, dalla più forte alla più debole: 3, 2, Asso, Re, Cavallo, Fante, 7, 6, 5, 4. Tre, Due e Asso sono i pezzi. Non ci sono briscole.</translation>
        </message>
        <message>
            <source>one card at a time or five at a time, as the match is set</source>
            <translation>una alla volta o cinque alla volta, come è impostata la partita</translation>
        </message>
        <message>
            <source>Four players in two sides: partners sit opposite each other. Play goes counter-clockwise, always to the right, and after every deal the dealer's role passes to the right too.</source>
            <translation>Quattro giocatori in due coppie: i compagni siedono uno di fronte all'altro. Si gioca in senso antiorario, sempre verso destra, e dopo ogni smazzata anche il mazzo passa a destra.</translation>
        </message>
        <message>
            <source>The dealer gives 10 cards to each player, {packet}, starting from the player on the dealer's right, who leads the first trick. A deal has 10 tricks.</source>
            <translation>Il mazziere dà 10 carte a ogni giocatore, {packet}, cominciando dal giocatore alla sua destra, che è di mano alla prima presa. Una smazzata si gioca in 10 prese.</translation>
        </message>
        <message>
            <source>Two players face each other. The dealer gives 10 cards to each, {packet}, starting from the opponent, who leads the first trick. The other 20 cards stay face down: they are the stock (monte).</source>
            <translation>Due giocatori uno di fronte all'altro. Il mazziere dà 10 carte a ciascuno, {packet}, cominciando dall'avversario, che è di mano alla prima presa. Le altre 20 carte restano coperte: sono il monte.</translation>
        </message>
        <message>
            <source>After every trick, while the stock lasts, the winner of the trick draws its top card and shows it to the opponent, then the loser draws the next one and shows it too: every drawn card is known to both players. Once the stock is empty the last 10 tricks are played from the hand, 20 tricks in all.</source>
            <translation>Dopo ogni presa, finché dura il monte, chi ha preso pesca la prima carta e la mostra all'avversario, poi l'altro pesca la successiva e la mostra anche lui: ogni carta pescata è nota a entrambi. Finito il monte, le ultime 10 prese si giocano con le carte in mano, 20 prese in tutto.</translation>
        </message>
        <message>
            <source>Two players face each other. The 40 cards are dealt face down into 8 piles (mazzetti) of 5 cards. The dealer's opponent chooses 4 of them: two become the hand (10 cards) and two stay on the table in front of the player, their top card turned face up. The dealer does the same with the other four. The dealer's opponent leads the first trick; a deal has 20 tricks.</source>
            <translation>Due giocatori uno di fronte all'altro. Le 40 carte si distribuiscono coperte in 8 mazzetti di 5 carte. L'avversario del mazziere ne sceglie 4: due diventano le carte in mano (10 carte) e due restano sul tavolo davanti a lui, con la prima carta scoperta. Il mazziere fa lo stesso con gli altri quattro. L'avversario del mazziere è di mano alla prima presa; una smazzata si gioca in 20 prese.</translation>
        </message>
        <message>
            <source>In your turn you may play a card from the hand or the face-up top card of one of your piles; the card under it is turned face up at once. An empty pile stays empty.</source>
            <translation>Nel tuo turno puoi giocare una carta dalla mano o la carta scoperta in cima a uno dei tuoi mazzetti; la carta sotto si scopre subito. Un mazzetto vuoto resta vuoto.</translation>
        </message>
        <message>
            <source>Before playing, you may pick up a face-up Asso, Due or Tre from the top of your piles into your hand, as many times as you like in the same turn. The opponent saw the card and keeps knowing you hold it.</source>
            <translation>Prima di giocare puoi prendere in mano un Asso, un Due o un Tre scoperto in cima ai tuoi mazzetti, quante volte vuoi nello stesso turno. L'avversario ha visto la carta e sa che ce l'hai.</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>La smazzata</translation>
        </message>
        <message>
            <source>The leader plays any card. Each other player must follow suit (rispondere al seme: play a card of the suit led) if able, and when void of it may play any card, a discard (piombo). The highest card of the suit led takes the trick, and the winner leads the next one.</source>
            <translation>Chi è di mano gioca una carta qualsiasi. Ogni altro giocatore deve rispondere al seme, se può; se non ne ha (è piombo a quel seme) scarta una carta qualsiasi. La carta più alta del seme giocato per primo fa la presa, e chi prende è di mano alla presa successiva.</translation>
        </message>
        <message>
            <source>A card of the suit led on top of one of your piles counts as well: if you have one there or in the hand, you must follow.</source>
            <translation>Conta anche una carta del seme in cima a uno dei tuoi mazzetti: se ne hai una lì o in mano, devi rispondere al seme.</translation>
        </message>
        <message>
            <source>Playing a trick</source>
            <translation>Come si gioca una presa</translation>
        </message>
        <message>
            <source>Napola (or napoletana): Asso, Due and Tre of the same suit, 3 points. Tris: three Assi, three Due or three Tre, 3 points. Quaterna: all four of one of them, 4 points.</source>
            <translation>Napola (o napoletana): Asso, Due e Tre dello stesso seme, 3 punti. Tris: tre Assi, tre Due o tre Tre, 3 punti. Quaterna: tutti e quattro, 4 punti.</translation>
        </message>
        <message>
            <source>Declarations (accusi, also called buongioco) add whole points to the declarer's side in this deal.</source>
            <translation>Gli accusi (detti anche buongioco) danno punti interi alla coppia di chi accusa in questa smazzata.</translation>
        </message>
        <message>
            <source>Declarations (accusi, also called buongioco) add whole points to the declarer in this deal.</source>
            <translation>Gli accusi (detti anche buongioco) danno punti interi a chi accusa in questa smazzata.</translation>
        </message>
        <message>
            <source>A card may count in more than one declaration. In a deal each player scores each suit's napola at most once, and each rank at most once, as a tris or as a quaterna. Only cards in the hand count. A declaration is shown to everybody: the suit of a napola, the missing suit of a tris.</source>
            <translation>Una carta può contare in più di un accuso. In una smazzata ogni giocatore segna la napola di ogni seme al massimo una volta, e ogni valore al massimo una volta, come tris o come quaterna. Contano solo le carte in mano. Un accuso si mostra a tutti: il seme della napola, il seme che manca al tris.</translation>
        </message>
        <message>
            <source>A match may be played without declarations: then only the cards taken score.</source>
            <translation>Si può giocare una partita senza accusi: allora contano solo le carte prese.</translation>
        </message>
        <message>
            <source>You declare in your own turn, before playing your card, and only in your first turn of the deal (during the first trick): a combination not declared then is lost.</source>
            <translation>Si accusa nel proprio turno, prima di giocare la carta, e solo nel primo turno della smazzata (durante la prima presa): una combinazione non accusata allora è persa.</translation>
        </message>
        <message>
            <source>a card you picked up from your piles</source>
            <translation>una carta raccolta dai tuoi mazzetti</translation>
        </message>
        <message>
            <source>a card you drew</source>
            <translation>una carta pescata</translation>
        </message>
        <message>
            <source>You declare in any of your turns, before playing your card: a combination of your first 10 cards, or one completed later by {later}. It must still be whole in your hand when you declare it. A declared tris that becomes a quaterna, because the fourth card arrives while the three are still in your hand, is upgraded: 1 more point, 4 in all.</source>
            <translation>Si accusa in uno qualsiasi dei propri turni, prima di giocare la carta: una combinazione delle prime 10 carte, o una completata dopo con {later}. Deve essere ancora tutta in mano quando la accusi. Un tris accusato che diventa quaterna, perché la quarta carta arriva mentre le tre sono ancora in mano, sale di grado: 1 punto in più, 4 in tutto.</translation>
        </message>
        <message>
            <source>A match may count only your first 10 cards: you declare their combinations in your first turn, before playing your card.</source>
            <translation>Una partita può contare solo le prime 10 carte: le loro combinazioni si accusano nel primo turno, prima di giocare la carta.</translation>
        </message>
        <message>
            <source>Declarations</source>
            <translation>Accusi</translation>
        </message>
        <message>
            <source>that player's side wins the match at once</source>
            <translation>la sua coppia vince subito la partita</translation>
        </message>
        <message>
            <source>that player wins the match at once</source>
            <translation>vince subito la partita</translation>
        </message>
        <message>
            <source>Napoletana decima</source>
            <translation>Napoletana decima</translation>
        </message>
        <message>
            <source>A player who receives ten cards of one suit shows them before the first card and calls collatondrione (napoletana decima): {winner}, at a stake of 16, and the deal is not played.</source>
            <translation>Chi riceve dieci carte dello stesso seme le mostra prima della prima carta e dichiara collatondrione (napoletana decima): {winner}, con posta 16, e la smazzata non si gioca.</translation>
        </message>
        <message>
            <source>A match may be played without it: ten cards of one suit are then played like any other hand.</source>
            <translation>Si può giocare una partita senza: dieci carte dello stesso seme si giocano allora come ogni altra mano.</translation>
        </message>
        <message>
            <source>Asking for a new deal</source>
            <translation>Chiedere di rifare la smazzata</translation>
        </message>
        <message>
            <source>After the deal, before the first card is led, every player whose 10 cards are worth less than one point (fewer than 3 thirds) is asked, in turn order from the leader, whether to ask for a new deal. The first who asks cancels the deal: it scores nothing, does not count, and the same dealer deals again.</source>
            <translation>Dopo la distribuzione, prima che si giochi la prima carta, ogni giocatore le cui 10 carte valgono meno di un punto (meno di 3 terzi) può chiedere, in ordine di turno da chi è di mano, di rifare la smazzata. Il primo che lo chiede annulla la smazzata: non vale punti, non conta, e lo stesso mazziere distribuisce di nuovo.</translation>
        </message>
        <message>
            <source>A match may be played without it: a hand worth less than one point is then played like any other.</source>
            <translation>Si può giocare una partita senza: allora si gioca anche con carte che valgono meno di un punto.</translation>
        </message>
        <message>
            <source>Signals</source>
            <translation>Segnali</translation>
        </message>
        <message>
            <source>The leader of a trick, and only the leader, may add one signal to the card led, to tell the partner something. There are no signals in the first trick of a deal. Signals must be true: the program offers only the true ones.</source>
            <translation>Chi è di mano, e solo lui, può accompagnare la carta giocata con un segnale per dire qualcosa al compagno. Nella prima presa della smazzata non si fanno segnali. I segnali devono essere veri: il programma propone solo quelli veri.</translation>
        </message>
        <message>
            <source>Busso (knock): “take with your highest and lead this suit back”; allowed holding at least three cards of the suit, one of them a Tre, Due or Asso.</source>
            <translation>Busso: «prendi con la tua carta più alta e torna a questo seme»; si può fare avendo almeno tre carte del seme, tra cui un Tre, un Due o un Asso.</translation>
        </message>
        <message>
            <source>Striscio (slide): “I have more of this suit”; allowed when you keep at least one more card of the suit, but not when you lead a figure or a low card while holding a Tre, Due or Asso of that suit.</source>
            <translation>Striscio: «ho altre carte di questo seme»; si può fare se ti resta almeno un'altra carta del seme, ma non giocando una figura o una cartina quando hai un Tre, un Due o un Asso di quel seme.</translation>
        </message>
        <message>
            <source>Volo (fly): “this is my last card of this suit”. Without a signal the lead is muta (silent).</source>
            <translation>Volo: «è la mia ultima carta di questo seme». Senza segnale la giocata è muta.</translation>
        </message>
        <message>
            <source>A match may be played without signals: every lead is then muta.</source>
            <translation>Si può giocare una partita senza segnali: ogni giocata è allora muta.</translation>
        </message>
        <message>
            <source>Each side counts the thirds of the cards it took; the side that takes the last trick (the {last}th) adds 3 thirds, one point. Each side's card points are its thirds divided by 3, rounded down, so the two sides always share 11 points. Declarations are added on top.</source>
            <translation>Ogni coppia conta i terzi delle carte prese; chi prende l'ultima presa (la {last}ª) aggiunge 3 terzi, un punto. I punti delle carte di ciascuna coppia sono i suoi terzi divisi per 3, arrotondati per difetto, così le due coppie si dividono sempre 11 punti. Gli accusi si aggiungono a questi.</translation>
        </message>
        <message>
            <source>Cappotto: one side takes every trick of the deal. Stramazzo: one side takes all 32 thirds while the other side takes at least one trick, worth nothing; the last-trick point then goes to the side that made the stramazzo, so the deal ends 11 to 0.</source>
            <translation>Cappotto: una coppia fa tutte le prese della smazzata. Stramazzo: una coppia prende tutti i 32 terzi mentre l'altra fa almeno una presa, senza valore; il punto dell'ultima presa va allora a chi ha fatto lo stramazzo, e la smazzata finisce 11 a 0.</translation>
        </message>
        <message>
            <source>Each player counts the thirds of the cards they took; the player who takes the last trick (the {last}th) adds 3 thirds, one point. Each player's card points are their thirds divided by 3, rounded down, so the two players always share 11 points. Declarations are added on top.</source>
            <translation>Ogni giocatore conta i terzi delle carte prese; chi prende l'ultima presa (la {last}ª) aggiunge 3 terzi, un punto. I punti delle carte di ciascun giocatore sono i suoi terzi divisi per 3, arrotondati per difetto, così i due giocatori si dividono sempre 11 punti. Gli accusi si aggiungono a questi.</translation>
        </message>
        <message>
            <source>Cappotto: one player takes every trick of the deal. Stramazzo: one player takes all 32 thirds while the opponent takes at least one trick, worth nothing; the last-trick point then goes to the player who made the stramazzo, so the deal ends 11 to 0.</source>
            <translation>Cappotto: un giocatore fa tutte le prese della smazzata. Stramazzo: un giocatore prende tutti i 32 terzi mentre l'avversario fa almeno una presa, senza valore; il punto dell'ultima presa va allora a chi ha fatto lo stramazzo, e la smazzata finisce 11 a 0.</translation>
        </message>
        <message>
            <source>Cappottone: a single player takes every trick. Stramazzone: a single player takes all 32 thirds while the other side takes at least one trick.</source>
            <translation>Cappottone: un solo giocatore fa tutte le prese. Stramazzone: un solo giocatore prende tutti i 32 terzi mentre l'altra coppia fa almeno una presa.</translation>
        </message>
        <message>
            <source>These sweeps score like any other deal; the match result records them, and each one made by the winners raises the standings.</source>
            <translation>Questi cappotti si contano come ogni altra smazzata; il risultato della partita li registra, e ognuno fatto dai vincitori migliora la classifica.</translation>
        </message>
        <message>
            <source>A sweep ends the match: the deal is scored, then the side that made it wins whatever the score, at a stake of {cappotto} (cappotto), {stramazzo} (stramazzo), {cappottone} (cappottone) or {stramazzone} (stramazzone).</source>
            <translation>Un cappotto chiude la partita: si conta la smazzata, poi chi lo ha fatto vince qualunque sia il punteggio, con posta {cappotto} (cappotto), {stramazzo} (stramazzo), {cappottone} (cappottone) o {stramazzone} (stramazzone).</translation>
        </message>
        <message>
            <source>A sweep ends the match: the deal is scored, then the player who made it wins whatever the score, at a stake of {cappotto} (cappotto) or {stramazzo} (stramazzo).</source>
            <translation>Un cappotto chiude la partita: si conta la smazzata, poi chi lo ha fatto vince qualunque sia il punteggio, con posta {cappotto} (cappotto) o {stramazzo} (stramazzo).</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <translation>Il conteggio della smazzata</translation>
        </message>
        <message>
            <source>To a target: after a deal, if a side has reached the target, the side with more points wins; if both have reached it with the same points, another deal is played.</source>
            <translation>Ai punti: dopo una smazzata, se una coppia ha raggiunto i punti, vince chi ha più punti; se entrambe li hanno raggiunti con gli stessi punti, si gioca un'altra smazzata.</translation>
        </message>
        <message>
            <source>For a number of deals: after the last one, the side with more points wins. On a tie, up to three spareggi (tie-break deals) are played: the first that breaks the tie decides. If the third spareggio still ties, the side that took its last trick loses.</source>
            <translation>A smazzate: dopo l'ultima vince chi ha più punti. In caso di parità si giocano fino a tre spareggi: decide il primo che rompe la parità. Se anche il terzo spareggio finisce pari, perde la coppia che ne ha fatto l'ultima presa.</translation>
        </message>
        <message>
            <source>Vinco subito (I win now), in a match to a target: right after a trick, if the side that took it reaches the target counting its match points plus this deal as it stands (whole points of its thirds, its declarations, and the last-trick point only after the last trick), it wins at once and the deal ends there. A declaration alone is not enough: the side must take a trick.</source>
            <translation>Vinco subito, in una partita ai punti: subito dopo una presa, se la coppia che l'ha fatta raggiunge i punti contando i punti della partita più questa smazzata com'è ora (i punti interi dei suoi terzi, i suoi accusi, e il punto dell'ultima presa solo dopo l'ultima presa), vince subito e la smazzata finisce lì. Un accuso da solo non basta: bisogna fare una presa.</translation>
        </message>
        <message>
            <source>To a target: after a deal, if a player has reached the target, the player with more points wins; if both have reached it with the same points, another deal is played.</source>
            <translation>Ai punti: dopo una smazzata, se un giocatore ha raggiunto i punti, vince chi ha più punti; se entrambi li hanno raggiunti con gli stessi punti, si gioca un'altra smazzata.</translation>
        </message>
        <message>
            <source>For a number of deals: after the last one, the player with more points wins. On a tie, up to three spareggi (tie-break deals) are played: the first that breaks the tie decides. If the third spareggio still ties, the player who took its last trick loses.</source>
            <translation>A smazzate: dopo l'ultima vince chi ha più punti. In caso di parità si giocano fino a tre spareggi: decide il primo che rompe la parità. Se anche il terzo spareggio finisce pari, perde il giocatore che ne ha fatto l'ultima presa.</translation>
        </message>
        <message>
            <source>Vinco subito (I win now), in a match to a target: right after a trick, if the player who took it reaches the target counting their match points plus this deal as it stands (whole points of their thirds, their declarations, and the last-trick point only after the last trick), they win at once and the deal ends there. A declaration alone is not enough: the player must take a trick.</source>
            <translation>Vinco subito, in una partita ai punti: subito dopo una presa, se il giocatore che l'ha fatta raggiunge i punti contando i punti della partita più questa smazzata com'è ora (i punti interi dei suoi terzi, i suoi accusi, e il punto dell'ultima presa solo dopo l'ultima presa), vince subito e la smazzata finisce lì. Un accuso da solo non basta: bisogna fare una presa.</translation>
        </message>
        <message>
            <source>A match is played either to a target of points or for a number of deals, as chosen when it starts.</source>
            <translation>Una partita si gioca o fino a un certo numero di punti o per un numero di smazzate, come si sceglie quando comincia.</translation>
        </message>
        <message>
            <source>In a match of a number of deals, a tie may be a draw instead of spareggi.</source>
            <translation>In una partita a smazzate, la parità può essere patta invece degli spareggi.</translation>
        </message>
        <message>
            <source>End of the match</source>
            <translation>Fine della partita</translation>
        </message>
        <message>
            <source>Declarations score, including those of combinations completed by cards taken later.</source>
            <translation type="vanished">Gli accusi valgono, anche quelli delle combinazioni completate con carte prese dopo.</translation>
        </message>
        <message>
            <source>You declare in any of your turns, before playing your card: a combination of your first 10 cards, or one completed later by a card you took. It must still be whole in your hand when you declare it. A declared tris that becomes a quaterna, because the fourth card arrives while the three are still in your hand, is upgraded: 1 more point, 4 in all.</source>
            <translation type="vanished">Si accusa in uno qualsiasi dei propri turni, prima di giocare la carta: una combinazione delle prime 10 carte, o una completata dopo con una carta presa. Deve essere ancora tutta in mano quando la accusi. Un tris accusato che diventa quaterna, perché la quarta carta arriva mentre le tre sono ancora in mano, sale di grado: 1 punto in più, 4 in tutto.</translation>
        </message>
        <message>
            <source>Declarations (accusi, also called buongioco) add whole points to the declarer's side in this deal. Napola (or napoletana): Asso, Due and Tre of the same suit, 3 points. Tris: three Assi, three Due or three Tre, 3 points. Quaterna: all four of one of them, 4 points.</source>
            <translation type="vanished">Gli accusi (detti anche buongioco) danno punti interi alla coppia di chi accusa in questa smazzata. Napola (o napoletana): Asso, Due e Tre dello stesso seme, 3 punti. Tris: tre Assi, tre Due o tre Tre, 3 punti. Quaterna: tutti e quattro, 4 punti.</translation>
        </message>
        <message>
            <source>A player who receives ten cards of one suit shows them before the first card and calls collatondrione (napoletana decima): that player's side wins the match at once, at a stake of 16, and the deal is not played.</source>
            <translation type="vanished">Chi riceve dieci carte dello stesso seme le mostra prima della prima carta e dichiara collatondrione (napoletana decima): la sua coppia vince subito la partita, con posta 16, e la smazzata non si gioca.</translation>
        </message>
        <message>
            <source>A sweep ends the match: the deal is scored, then the side that made it wins whatever the score, at a stake of {cappotto} (cappotto) or {stramazzo} (stramazzo).</source>
            <translation type="vanished">Un cappotto chiude la partita: si conta la smazzata, poi chi lo ha fatto vince qualunque sia il punteggio, con posta {cappotto} (cappotto) o {stramazzo} (stramazzo).</translation>
        </message>
        <message>
            <source>A sweep ends the match: the deal is scored, then the side that made it wins whatever the score, at a stake of 2 (cappotto), 3 (stramazzo), 6 (cappottone) or 8 (stramazzone).</source>
            <translation type="vanished">Un cappotto chiude la partita: si conta la smazzata, poi chi lo ha fatto vince qualunque sia il punteggio, con posta 2 (cappotto), 3 (stramazzo), 6 (cappottone) o 8 (stramazzone).</translation>
        </message>
        <message>
            <source>A sweep ends the match: the deal is scored, then the side that made it wins whatever the score, at a stake of 2 (cappotto) or 3 (stramazzo).</source>
            <translation type="vanished">Un cappotto chiude la partita: si conta la smazzata, poi chi lo ha fatto vince qualunque sia il punteggio, con posta 2 (cappotto) o 3 (stramazzo).</translation>
        </message>
        <message>
            <source>Cappotto, stramazzo and the other sweeps score as usual.</source>
            <translation type="vanished">Cappotto, stramazzo e simili si contano come sempre.</translation>
        </message>
        <message>
            <source>Cappotto, stramazzo and the other sweeps win the match.</source>
            <translation type="vanished">Cappotto, stramazzo e simili vincono la partita.</translation>
        </message>
        <message>
            <source>The leader plays any card. Each other player must follow suit (rispondere al seme: play a card of the suit led) if able, and may play any card when void (volo or piombo). The highest card of the suit led takes the trick, and the winner leads the next one.</source>
            <translation type="vanished">Chi è di mano gioca una carta qualsiasi. Ogni altro giocatore deve rispondere al seme, se può, e può giocare qualsiasi carta se non ne ha (è in volo, o a piombo). La carta più alta del seme giocato per primo fa la presa, e chi prende è di mano alla presa successiva.</translation>
        </message>
        <message>
            <source>Cards are counted in terzi (thirds of a point): an Asso is worth 3 terzi, one whole point; Tre, Due, Re, Cavallo and Fante are worth 1 terzo each; the cartine (7, 6, 5 and 4) are worth nothing. The whole deck holds 32 terzi.</source>
            <translation type="vanished">Le carte si contano in terzi (di punto): l'Asso vale 3 terzi, cioè un punto intero; Tre, Due, Re, Cavallo e Fante valgono 1 terzo ciascuno; le cartine (7, 6, 5 e 4) non valgono nulla. Il mazzo intero vale 32 terzi.</translation>
        </message>
        <message>
            <source>In a trick the cards rank, from strongest to weakest: 3, 2, Asso, Re, Cavallo, Fante, 7, 6, 5, 4. The Tre, Due and Asso are the pezzi (honours). There are no trumps.</source>
            <translation type="vanished">In una presa le carte valgono, dalla più forte alla più debole: 3, 2, Asso, Re, Cavallo, Fante, 7, 6, 5, 4. Tre, Due e Asso sono i pezzi. Non ci sono briscole.</translation>
        </message>
        <message>
            <source>Two players face each other. The dealer gives 10 cards to each, {packet}, starting from the opponent, who leads the first trick. The other 20 cards stay face down: they are the monte (stock).</source>
            <translation type="vanished">Due giocatori uno di fronte all'altro. Il mazziere dà 10 carte a ciascuno, {packet}, cominciando dall'avversario, che è di mano alla prima presa. Le altre 20 carte restano coperte: sono il monte.</translation>
        </message>
        <message>
            <source>After every trick, while the monte lasts, the winner of the trick draws its top card and shows it to the opponent, then the loser draws the next one and shows it too: every drawn card is known to both players. Once the monte is empty the last 10 tricks are played from the hand, 20 tricks in all.</source>
            <translation type="vanished">Dopo ogni presa, finché dura il monte, chi ha preso pesca la prima carta e la mostra all'avversario, poi l'altro pesca la successiva e la mostra anche lui: ogni carta pescata è nota a entrambi. Finito il monte, le ultime 10 prese si giocano con le carte in mano, 20 prese in tutto.</translation>
        </message>
        <message>
            <source>Two players face each other. The 40 cards are dealt face down into 8 mazzetti (piles) of 5 cards. The dealer's opponent chooses 4 of them: two become the hand (10 cards) and two stay on the table in front of the player, their top card turned face up. The dealer does the same with the other four. The dealer's opponent leads the first trick; a deal has 20 tricks.</source>
            <translation type="vanished">Due giocatori uno di fronte all'altro. Le 40 carte si distribuiscono coperte in 8 mazzetti di 5 carte. L'avversario del mazziere ne sceglie 4: due diventano le carte in mano (10 carte) e due restano sul tavolo davanti a lui, con la prima carta scoperta. Il mazziere fa lo stesso con gli altri quattro. L'avversario del mazziere è di mano alla prima presa; una smazzata si gioca in 20 prese.</translation>
        </message>
        <message>
            <source>Accusi (declarations, also called buongioco) add whole points to the declarer's side in this deal. Napola (or napoletana): Asso, Due and Tre of the same suit, 3 points. Tris: three Assi, three Due or three Tre, 3 points. Quaterna: all four of one of them, 4 points.</source>
            <translation type="vanished">Gli accusi (detti anche buongioco) danno punti interi alla coppia di chi accusa in questa smazzata. Napola (o napoletana): Asso, Due e Tre dello stesso seme, 3 punti. Tris: tre Assi, tre Due o tre Tre, 3 punti. Quaterna: tutti e quattro, 4 punti.</translation>
        </message>
        <message>
            <source>After the deal, before the first card is led, every player whose 10 cards are worth less than one point (fewer than 3 terzi) is asked, in turn order from the leader, whether to ask for a new deal. The first who asks cancels the deal: it scores nothing, does not count, and the same dealer deals again.</source>
            <translation type="vanished">Dopo la distribuzione, prima che si giochi la prima carta, ogni giocatore le cui 10 carte valgono meno di un punto (meno di 3 terzi) può chiedere, in ordine di turno da chi è di mano, di rifare la smazzata. Il primo che lo chiede annulla la smazzata: non vale punti, non conta, e lo stesso mazziere distribuisce di nuovo.</translation>
        </message>
        <message>
            <source>Striscio (slide): “I have more of this suit”; allowed when you keep at least one more card of the suit, but not when you lead a figure or a cartina while holding a Tre, Due or Asso of that suit.</source>
            <translation type="vanished">Striscio: «ho altre carte di questo seme»; si può fare se ti resta almeno un'altra carta del seme, ma non giocando una figura o una cartina quando hai un Tre, un Due o un Asso di quel seme.</translation>
        </message>
        <message>
            <source>Each side counts the terzi of the cards it took; the side that takes the last trick (the {last}th) adds 3 terzi, one point. Each side's card points are its terzi divided by 3, rounded down, so the two sides always share 11 points. Declarations are added on top.</source>
            <translation type="vanished">Ogni coppia conta i terzi delle carte prese; chi prende l'ultima presa (la {last}ª) aggiunge 3 terzi, un punto. I punti delle carte di ciascuna coppia sono i suoi terzi divisi per 3, arrotondati per difetto, così le due coppie si dividono sempre 11 punti. Gli accusi si aggiungono a questi.</translation>
        </message>
        <message>
            <source>Cappotto: one side takes every trick of the deal. Stramazzo: one side takes all 32 terzi while the other side takes at least one trick, worth nothing; the last-trick point then goes to the side that made the stramazzo, so the deal ends 11 to 0.</source>
            <translation type="vanished">Cappotto: una coppia fa tutte le prese della smazzata. Stramazzo: una coppia prende tutti i 32 terzi mentre l'altra fa almeno una presa, senza valore; il punto dell'ultima presa va allora a chi ha fatto lo stramazzo, e la smazzata finisce 11 a 0.</translation>
        </message>
        <message>
            <source>Cappottone: a single player takes every trick. Stramazzone: a single player takes all 32 terzi while the other side takes at least one trick.</source>
            <translation type="vanished">Cappottone: un solo giocatore fa tutte le prese. Stramazzone: un solo giocatore prende tutti i 32 terzi mentre l'altra coppia fa almeno una presa.</translation>
        </message>
        <message>
            <source>Vinco subito (I win now), in a match to a target: right after a trick, if the side that took it reaches the target counting its match points plus this deal as it stands (whole points of its terzi, its declarations, and the last-trick point only after the last trick), it wins at once and the deal ends there. A declaration alone is not enough: the side must take a trick.</source>
            <translation type="vanished">Vinco subito, in una partita ai punti: subito dopo una presa, se la coppia che l'ha fatta raggiunge i punti contando i punti della partita più questa smazzata com'è ora (i punti interi dei suoi terzi, i suoi accusi, e il punto dell'ultima presa solo dopo l'ultima presa), vince subito e la smazzata finisce lì. Un accuso da solo non basta: bisogna fare una presa.</translation>
        </message>
        <message>
            <source>one card at a time</source>
            <translation type="vanished">una carta alla volta</translation>
        </message>
        <message>
            <source>five cards at a time</source>
            <translation type="vanished">cinque carte alla volta</translation>
        </message>
        <message>
            <source>Accusi (declarations) are off in this match: only the cards taken score.</source>
            <translation type="vanished">In questa partita gli accusi non valgono: contano solo le carte prese.</translation>
        </message>
        <message>
            <source>Only combinations of your first 10 cards count, and you declare them in your first turn, before playing your card.</source>
            <translation type="vanished">Contano solo le combinazioni delle prime 10 carte, e si accusano nel primo turno, prima di giocare la carta.</translation>
        </message>
        <message>
            <source>The match is played to {target} points. After a deal, if a side has reached {target}, the side with more points wins; if both have reached it with the same points, another deal is played.</source>
            <translation type="vanished">La partita si gioca ai {target} punti. Dopo una smazzata, se una coppia ha raggiunto {target}, vince chi ha più punti; se entrambe lo hanno raggiunto con gli stessi punti, si gioca un'altra smazzata.</translation>
        </message>
        <message>
            <source>Vinco subito (I win now): right after a trick, if the side that took it reaches {target} counting its match points plus this deal as it stands (whole points of its terzi, its declarations, and the last-trick point only after the last trick), it wins at once and the deal ends there. A declaration alone is not enough: the side must take a trick.</source>
            <translation type="vanished">Vinco subito: subito dopo una presa, se la coppia che l'ha fatta raggiunge {target} contando i punti della partita più questa smazzata com'è ora (i punti interi dei suoi terzi, i suoi accusi, e il punto dell'ultima presa solo dopo l'ultima presa), vince subito e la smazzata finisce lì. Un accuso da solo non basta: bisogna fare una presa.</translation>
        </message>
        <message>
            <source>The match is a single deal: the side with more points wins.</source>
            <translation type="vanished">La partita è una sola smazzata: vince chi ha più punti.</translation>
        </message>
        <message>
            <source>The match lasts {deals} deals; then the side with more points wins.</source>
            <translation type="vanished">La partita dura {deals} smazzate; poi vince chi ha più punti.</translation>
        </message>
        <message>
            <source>On a tie, up to three spareggi (tie-break deals) are played: the first that breaks the tie decides. If the third spareggio still ties, the side that took its last trick loses.</source>
            <translation type="vanished">In caso di parità si giocano fino a tre spareggi: decide il primo che rompe la parità. Se anche il terzo spareggio finisce pari, perde la coppia che ne ha fatto l'ultima presa.</translation>
        </message>
        <message>
            <source>On a tie the match is drawn.</source>
            <translation type="vanished">In caso di parità la partita è patta.</translation>
        </message>
        <message>
            <source>Automatic declarations are off: remember to declare yourself. The bots always declare.</source>
            <translation type="vanished">L'accuso automatico è spento: ricordati di accusare tu. I bot accusano sempre.</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <source>Deals</source>
            <translation>Smazzate</translation>
        </message>
        <message>
            <source>No deals yet</source>
            <translation>Ancora nessuna smazzata</translation>
        </message>
        <message>
            <source>target {target}</source>
            <translation>traguardo {target}</translation>
        </message>
    </context>
    <context>
        <name>ScorePanel</name>
        <message>
            <source>Declarations</source>
            <translation>Accusi</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>{sweep} ({who})</source>
            <translation>{sweep} ({who})</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetDialog</name>
        <message>
            <source>Score sheet</source>
            <translation>Segnapunti</translation>
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
            <source>{side}: +{points} declared</source>
            <translation>{side}: +{points} di accusi</translation>
        </message>
        <message>
            <source>vinco subito</source>
            <translation>vinco subito</translation>
        </message>
    </context>
    <context>
        <name>SessionFlow</name>
        <message>
            <source>Tressette</source>
            <translation>Tressette</translation>
        </message>
        <message>
            <source>Abandon the current match? It counts as resigning: a loss in your standings.</source>
            <translation>Abbandonare la partita in corso? Conta come una resa: una sconfitta nella tua classifica.</translation>
        </message>
        <message>
            <source>Abandon the current match? It will not be saved.</source>
            <translation>Abbandonare la partita in corso? Non verrà salvata.</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <source>End this practice deal? It is only practice: nothing is recorded and nothing counts as lost.</source>
            <translation>Chiudere questa smazzata di prova? È solo un esercizio: non si registra nulla e non conta come persa.</translation>
        </message>
        <message>
            <source>%1 resigns? It is %1's turn: the match counts as lost for %1.</source>
            <translation>%1 si arrende? È il turno di %1: la partita conta come persa per %1.</translation>
        </message>
        <message>
            <source>Resign this match? It counts as lost.</source>
            <translation>Arrendersi? La partita conta come persa.</translation>
        </message>
        <message>
            <source>Resign</source>
            <translation>Arrenditi</translation>
        </message>
        <message>
            <source> and </source>
            <translation> e </translation>
        </message>
        <message>
            <source>You can still declare %1, but only now: if you play without declaring, the declaration is lost. Declare it before playing?</source>
            <translation>Puoi ancora accusare %1, ma solo ora: se giochi senza accusare, l'accuso è perso. Vuoi accusare prima di giocare?</translation>
        </message>
        <message>
            <source>You can still declare %1. Declare it before playing?</source>
            <translation>Puoi ancora accusare %1. Vuoi accusare prima di giocare?</translation>
        </message>
        <message>
            <source>Declare</source>
            <translation>Accusa</translation>
        </message>
        <message>
            <source>Play without declaring</source>
            <translation>Gioca senza accusare</translation>
        </message>
        <message>
            <source>Match history</source>
            <translation>Storico delle partite</translation>
        </message>
        <message>
            <source>The guided deal is not kept in the match history, so it cannot be analysed.</source>
            <translation>La smazzata guidata non viene conservata nello storico delle partite, quindi non si può analizzare.</translation>
        </message>
        <message>
            <source>Bots played every seat: there is no player's play to analyse.</source>
            <translation>I bot hanno giocato a tutti i posti: non c'è il gioco di un giocatore da analizzare.</translation>
        </message>
        <message>
            <source>This match is not in the match history, so it cannot be analysed.</source>
            <translation>Questa partita non è nello storico delle partite, quindi non si può analizzare.</translation>
        </message>
        <message>
            <source>The match is saved again.</source>
            <translation>La partita è di nuovo salvata.</translation>
        </message>
        <message>
            <source>The match is saved: you can resume it next time</source>
            <translation>La partita è salvata: potrai riprenderla la prossima volta</translation>
        </message>
        <message>
            <source>Nothing to analyse: the match ended before you chose a card.</source>
            <translation type="vanished">Niente da analizzare: la partita è finita prima che tu scegliessi una carta.</translation>
        </message>
    </context>
    <context>
        <name>StandingsDialog</name>
        <message>
            <source>Standings</source>
            <translation>Classifica</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Tutti i giochi</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Gioco:</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Time of day, %1</source>
            <translation>Ora del giorno, %1</translation>
        </message>
        <message>
            <source>No ranked match yet</source>
            <translation>Ancora nessuna partita in classifica</translation>
        </message>
        <message>
            <source>No profile has played a ranked match yet</source>
            <translation>Nessun profilo ha ancora giocato una partita in classifica</translation>
        </message>
    </context>
    <context>
        <name>StandingsModel</name>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Giocate</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vinte</translation>
        </message>
        <message>
            <source>Ranked</source>
            <translation>In classifica</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classifica</translation>
        </message>
        <message>
            <source>Winners gain 1, 3 or 5 points by the match's length, plus one per sweep; losers lose as much. Only ranked matches count.</source>
            <translation>Chi vince guadagna 1, 3 o 5 punti secondo la durata della partita, più uno per ogni cappotto; chi perde ne perde altrettanti. Contano solo le partite in classifica.</translation>
        </message>
        <message>
            <source>%1 (deleted)</source>
            <translation>%1 (eliminato)</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Statistiche</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Tutti i giochi</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>G&amp;iocatore:</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Gioco:</translation>
        </message>
        <message>
            <source>Matches played:</source>
            <translation>Partite giocate:</translation>
        </message>
        <message>
            <source>Won:</source>
            <translation>Vinte:</translation>
        </message>
        <message>
            <source>Lost:</source>
            <translation>Perse:</translation>
        </message>
        <message>
            <source>Drawn:</source>
            <translation>Pari:</translation>
        </message>
        <message>
            <source>Opponents resigned:</source>
            <translation>Rese degli avversari:</translation>
        </message>
        <message>
            <source>Average points per deal:</source>
            <translation>Punti medi per smazzata:</translation>
        </message>
        <message>
            <source>Longest winning streak:</source>
            <translation>Serie di vittorie più lunga:</translation>
        </message>
        <message>
            <source>Standings points:</source>
            <translation>Punti in classifica:</translation>
        </message>
        <message>
            <source>Sweeps made:</source>
            <translation>Cappotti fatti:</translation>
        </message>
        <message>
            <source>Sweeps suffered:</source>
            <translation>Cappotti subiti:</translation>
        </message>
        <message>
            <source>Declarations:</source>
            <translation>Accusi:</translation>
        </message>
        <message>
            <source>Winners gain 1, 3 or 5 points by the match's length, plus one per sweep; losers lose as much. Only ranked matches count: those played without hints or undo.</source>
            <translation>Chi vince guadagna 1, 3 o 5 punti secondo la durata della partita, più uno per ogni cappotto; chi perde ne perde altrettanti. Contano solo le partite in classifica: quelle giocate senza suggerimenti né annullamenti.</translation>
        </message>
        <message>
            <source>Won against each bot level</source>
            <translation>Vittorie contro ogni livello di bot</translation>
        </message>
        <message>
            <source>No profile yet</source>
            <translation>Ancora nessun profilo</translation>
        </message>
        <message numerus="yes">
            <source>%1, from %n ranked matches</source>
            <translation>
                <numerusform>%1, da %n partita in classifica</numerusform>
                <numerusform>%1, da %n partite in classifica</numerusform>
            </translation>
        </message>
        <message>
            <source>All matches</source>
            <translation>Tutte le partite</translation>
        </message>
        <message>
            <source>No match yet</source>
            <translation>Ancora nessuna partita</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vinte</translation>
        </message>
        <message>
            <source>Not won</source>
            <translation>Non vinte</translation>
        </message>
        <message>
            <source>%1 of %2 (%3%)</source>
            <translation>%1 su %2 (%3%)</translation>
        </message>
        <message>
            <source>Ranked matches, standings:</source>
            <translation type="vanished">Partite in classifica, punteggio:</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>Known cards</source>
            <translation>Carte note</translation>
        </message>
        <message>
            <source>Cards the opponent drew face up from the stock or declared, and has not played yet</source>
            <translation>Carte che l'avversario ha pescato scoperte dal monte o accusato, e non ha ancora giocato</translation>
        </message>
        <message>
            <source>Take
into hand</source>
            <translation>Prendi
in mano</translation>
        </message>
        <message>
            <source>Take this card into your hand before you play (Asso, Due, Tre)</source>
            <translation>Prendi in mano questa carta prima di giocare (Asso, Due, Tre)</translation>
        </message>
        <message>
            <source>Match: the match points so far. Cards: the value of the cards taken in this deal, with the last trick's point once taken. Declared: the declarations' points of this deal.</source>
            <translation>Partita: i punti della partita finora. Carte: il valore delle carte prese in questa smazzata, con il punto dell'ultima presa quando è fatta. Accusi: i punti degli accusi di questa smazzata.</translation>
        </message>
        <message>
            <source>Cards this deal</source>
            <translation>Carte (smazzata)</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Carte</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Partita</translation>
        </message>
        <message>
            <source>Declared</source>
            <translation>Accusi</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>Smazzata %1</translation>
        </message>
        <message>
            <source>D</source>
            <comment>the dealer's marker: the first letter of Dealer</comment>
            <translation>M</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Mazziere</translation>
        </message>
        <message>
            <source>New deal, please</source>
            <translation>Rifacciamo la smazzata</translation>
        </message>
        <message>
            <source>I keep my hand</source>
            <translation>Tengo le mie carte</translation>
        </message>
        <message>
            <source>Napoletana decima of %1!</source>
            <translation>Napoletana decima di %1!</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <source>Choose and start a new match (Ctrl+N)</source>
            <translation>Scegli e comincia una nuova partita (Ctrl+N)</translation>
        </message>
        <message>
            <source>%1 — tricks: %2</source>
            <translation>%1 — prese: %2</translation>
        </message>
        <message>
            <source>Stock: %1</source>
            <translation>Monte: %1</translation>
        </message>
        <message>
            <source>The stock is empty</source>
            <translation>Il monte è finito</translation>
        </message>
        <message>
            <source>Cards the opponent drew face up from the stock and has not played yet</source>
            <translation type="vanished">Carte che l'avversario ha pescato scoperte dal monte e non ha ancora giocato</translation>
        </message>
        <message>
            <source>Take</source>
            <translation type="vanished">Prendi</translation>
        </message>
        <message>
            <source>Match: the match points so far. Cards: the card points taken in this deal. Declared: the declarations' points of this deal.</source>
            <translation type="vanished">Partita: i punti della partita finora. Carte: i punti delle carte prese in questa smazzata. Accusi: i punti degli accusi di questa smazzata.</translation>
        </message>
    </context>
    <context>
        <name>Texts</name>
        <message>
            <source>You must follow %1</source>
            <translation>Devi rispondere a %1</translation>
        </message>
        <message>
            <source>Busso needs three cards of %1, one of them a Tre, Due or Asso</source>
            <translation>Per bussare servono tre carte di %1, una delle quali un Tre, un Due o un Asso</translation>
        </message>
        <message>
            <source>Striscio needs another card of %1 after this one</source>
            <translation>Per strisciare serve un'altra carta di %1 oltre a questa</translation>
        </message>
        <message>
            <source>No striscio with this card while you hold a Tre, Due or Asso of %1</source>
            <translation>Niente striscio con questa carta mentre hai un Tre, un Due o un Asso di %1</translation>
        </message>
        <message>
            <source>Volo is only for your last card of %1</source>
            <translation>Il volo è solo per l'ultima carta di %1</translation>
        </message>
        <message>
            <source>No signals in the first trick</source>
            <translation>Niente segnali nella prima presa</translation>
        </message>
        <message>
            <source>Only the leader of a trick signals, with the card led</source>
            <translation>Segnala solo chi è di mano, con la carta che gioca</translation>
        </message>
        <message>
            <source>Answer the redeal question first</source>
            <translation>Prima rispondi: rifare la smazzata o tenere le carte?</translation>
        </message>
        <message>
            <source>The match is over</source>
            <translation>La partita è finita</translation>
        </message>
        <message>
            <source>it needs three or more cards of one suit, one of them a Tre, Due or Asso</source>
            <translation>servono tre o più carte di un seme, una delle quali un Tre, un Due o un Asso</translation>
        </message>
        <message>
            <source>it needs two or more cards of one suit, one kept after the card led</source>
            <translation>servono due o più carte di un seme, per tenerne una dopo quella giocata</translation>
        </message>
        <message>
            <source>it is for the last card of a suit, and you hold two or more of each suit</source>
            <translation>è per l'ultima carta di un seme, e hai due o più carte di ogni seme</translation>
        </message>
        <message>
            <source>%1 is not possible with your hand now: %2</source>
            <translation>%1 ora non è possibile con le tue carte: %2</translation>
        </message>
        <message>
            <source>Signals are not played in this game: they are for four players</source>
            <translation>In questo gioco non si fanno segnali: sono per quattro giocatori</translation>
        </message>
        <message>
            <source>Signals are not played in this match: its rules leave them off</source>
            <translation>In questa partita non si fanno segnali: le sue regole li escludono</translation>
        </message>
        <message>
            <source>+%1 (%2 becomes quaterna: %3)</source>
            <translation>+%1 (%2 diventa quaterna: %3)</translation>
        </message>
        <message>
            <source>+%1 (%2)</source>
            <translation>+%1 (%2)</translation>
        </message>
        <message>
            <source>%1 declares %2 +%3 (the %4 becomes quaterna: %5): %6</source>
            <translation>%1 accusa %2 +%3 (il %4 diventa quaterna: %5): %6</translation>
        </message>
        <message>
            <source>%1 declares %2 +%3: %4</source>
            <translation>%1 accusa %2 +%3: %4</translation>
        </message>
        <message>
            <source>Draw %1–%2 after 1 deal</source>
            <translation>Pareggio %1–%2 dopo 1 smazzata</translation>
        </message>
        <message>
            <source>Draw %1–%2 after %3 deals</source>
            <translation>Pareggio %1–%2 dopo %3 smazzate</translation>
        </message>
        <message>
            <source>%1 resign, %2–%3 after 1 deal</source>
            <translation>%1 si arrendono, %2–%3 dopo 1 smazzata</translation>
        </message>
        <message>
            <source>%1 resign, %2–%3 after %4 deals</source>
            <translation>%1 si arrendono, %2–%3 dopo %4 smazzate</translation>
        </message>
        <message>
            <source>%1 resigns, %2–%3 after 1 deal</source>
            <translation>%1 si arrende, %2–%3 dopo 1 smazzata</translation>
        </message>
        <message>
            <source>%1 resigns, %2–%3 after %4 deals</source>
            <translation>%1 si arrende, %2–%3 dopo %4 smazzate</translation>
        </message>
        <message>
            <source>%1 win %2–%3 after 1 deal</source>
            <translation>%1 vincono %2–%3 dopo 1 smazzata</translation>
        </message>
        <message>
            <source>%1 win %2–%3 after %4 deals</source>
            <translation>%1 vincono %2–%3 dopo %4 smazzate</translation>
        </message>
        <message>
            <source>%1 wins %2–%3 after 1 deal</source>
            <translation>%1 vince %2–%3 dopo 1 smazzata</translation>
        </message>
        <message>
            <source>%1 wins %2–%3 after %4 deals</source>
            <translation>%1 vince %2–%3 dopo %4 smazzate</translation>
        </message>
        <message>
            <source>%1 plays %2 from a pile</source>
            <translation>%1 gioca %2 da un mazzetto</translation>
        </message>
        <message>
            <source>%1 plays %2 (%3)</source>
            <translation>%1 gioca %2 (%3)</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1 gioca %2</translation>
        </message>
        <message>
            <source>%1 takes trick %2 (worth %3)</source>
            <translation>%1 vince la %2ª presa (vale %3)</translation>
        </message>
        <message>
            <source>Deal %1, dealer %2 — spareggio %3</source>
            <translation>Smazzata %1, mazziere %2 — spareggio %3</translation>
        </message>
        <message>
            <source>Deal %1, dealer %2</source>
            <translation>Smazzata %1, mazziere %2</translation>
        </message>
        <message>
            <source>Deal scored: %1 %2, %3 %4 — %5 (%6)</source>
            <translation>Smazzata contata: %1 %2, %3 %4 — %5 (%6)</translation>
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
        <message>
            <source>Nothing to undo in this deal yet</source>
            <translation>Ancora niente da annullare in questa smazzata</translation>
        </message>
        <message>
            <source>No undo: a card was drawn from the stock since your last move, and taking it back would hide that card again</source>
            <translation>Non si può annullare: dopo la tua ultima mossa è stata pescata una carta dal mazzo, e riprenderla la nasconderebbe di nuovo</translation>
        </message>
        <message>
            <source>No undo: a card was turned up on a pile since your last move, and taking it back would hide that card again</source>
            <translation>Non si può annullare: dopo la tua ultima mossa si è scoperta una carta di un mazzetto, e riprenderla la nasconderebbe di nuovo</translation>
        </message>
        <message>
            <source>No undo: %1 declared since your last move, and taking it back would hide the cards shown again</source>
            <translation>Non si può annullare: dopo la tua ultima mossa %1 ha accusato, e riprenderla nasconderebbe di nuovo le carte mostrate</translation>
        </message>
        <message>
            <source>%1 took back %2</source>
            <translation>%1 ha ripreso %2</translation>
        </message>
        <message numerus="yes">
            <source>%1 took back %2 and the %n moves after it</source>
            <translation>
                <numerusform>%1 ha ripreso %2 e la mossa successiva</numerusform>
                <numerusform>%1 ha ripreso %2 e le %n mosse successive</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 took back their last move</source>
            <translation>%1 ha ripreso la sua ultima mossa</translation>
        </message>
        <message numerus="yes">
            <source>%1 took back their last move and the %n moves after it</source>
            <translation>
                <numerusform>%1 ha ripreso la sua ultima mossa e la mossa successiva</numerusform>
                <numerusform>%1 ha ripreso la sua ultima mossa e le %n mosse successive</numerusform>
            </translation>
        </message>
        <message>
            <source>Hints are for a match against bots</source>
            <translation>I suggerimenti sono per le partite contro i bot</translation>
        </message>
        <message>
            <source>A hint is given when you have a card to play</source>
            <translation>Il suggerimento si dà quando hai una carta da giocare</translation>
        </message>
        <message>
            <source>Undo is for a match against bots</source>
            <translation>Annullare si può nelle partite contro i bot</translation>
        </message>
        <message>
            <source>Wait for your turn</source>
            <translation>Aspetta il tuo turno</translation>
        </message>
        <message>
            <source>No hint: %1</source>
            <translation>Nessun suggerimento: %1</translation>
        </message>
        <message>
            <source>Bot error: %1</source>
            <translation>Errore del bot: %1</translation>
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
            <source>Your card will be played when the cards stop moving</source>
            <translation>La tua carta sarà giocata quando le carte si fermano</translation>
        </message>
        <message>
            <source>Choose 4 piles, then 2 of them for your hand</source>
            <translation>Scegli 4 mazzetti, poi 2 di questi per la mano</translation>
        </message>
        <message>
            <source>No pile for that key</source>
            <translation>Nessun mazzetto per quel tasto</translation>
        </message>
        <message>
            <source>No card for that key</source>
            <translation>Nessuna carta per quel tasto</translation>
        </message>
        <message>
            <source>Practice deal, number %1</source>
            <translation>Smazzata di prova, numero %1</translation>
        </message>
        <message>
            <source>New match, number %1</source>
            <translation>Nuova partita, numero %1</translation>
        </message>
        <message>
            <source>Practice deal resumed, number %1</source>
            <translation>Smazzata di prova ripresa, numero %1</translation>
        </message>
        <message>
            <source>Match resumed, number %1</source>
            <translation>Partita ripresa, numero %1</translation>
        </message>
        <message>
            <source>Practice deal ended.</source>
            <translation>Smazzata di prova chiusa.</translation>
        </message>
        <message>
            <source>Stored in the history as match %1</source>
            <translation>Registrata nello storico come partita %1</translation>
        </message>
        <message>
            <source>The match could not be saved: %1</source>
            <translation>Non è stato possibile salvare la partita: %1</translation>
        </message>
        <message>
            <source>Choose your piles with the mouse</source>
            <translation type="vanished">Scegli i mazzetti con il mouse</translation>
        </message>
        <message>
            <source>%1 is not possible with your hand now</source>
            <translation type="vanished">%1 ora non è possibile con le tue carte</translation>
        </message>
        <message numerus="yes">
            <source>%1 took back the last move (%n actions)</source>
            <translation type="vanished">
                <numerusform>%1 ha ripreso l'ultima mossa (%n azione)</numerusform>
                <numerusform>%1 ha ripreso l'ultima mossa (%n azioni)</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 declares %2 (%3)</source>
            <translation type="vanished">%1 accusa %2 (%3)</translation>
        </message>
        <message>
            <source>Match resumed, seed %1</source>
            <translation type="vanished">Partita ripresa, numero %1</translation>
        </message>
        <message>
            <source>%1 took back the last move (%2 actions)</source>
            <translation type="vanished">%1 ha ripreso l'ultima mossa (%2 azioni)</translation>
        </message>
    </context>
    <context>
        <name>WindowMenus</name>
        <message>
            <source>&amp;Declare automatically for the people at the table</source>
            <translation>&amp;Accusa automaticamente per le persone al tavolo</translation>
        </message>
        <message>
            <source>&amp;Declare for me automatically</source>
            <translation>&amp;Accusa per me automaticamente</translation>
        </message>
        <message>
            <source>This match is played without declarations: there is nothing to declare.</source>
            <translation>Questa partita si gioca senza accusi: non c'è niente da accusare.</translation>
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
            <source>&amp;Demo (bots only)</source>
            <translation>&amp;Dimostrazione (solo bot)</translation>
        </message>
        <message>
            <source>&amp;Learn to play (guided deal)...</source>
            <translation>&amp;Impara a giocare (smazzata guidata)...</translation>
        </message>
        <message>
            <source>&amp;Resign</source>
            <translation>A&amp;rrenditi</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Suggerimento</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annulla mossa</translation>
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
            <source>&amp;Slow</source>
            <translation>&amp;Lenta</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normale</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Veloce</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>N&amp;essuna</translation>
        </message>
        <message>
            <source>Card &amp;back</source>
            <translation>&amp;Dorso delle carte</translation>
        </message>
        <message>
            <source>&amp;Red</source>
            <translation>&amp;Rosso</translation>
        </message>
        <message>
            <source>&amp;Blue</source>
            <translation>&amp;Blu</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Lingua</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>Lingua del &amp;sistema</translation>
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
            <source>Slow</source>
            <translation type="vanished">Lenta</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation type="vanished">Normale</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation type="vanished">Veloce</translation>
        </message>
        <message>
            <source>Off</source>
            <translation type="vanished">Nessuna</translation>
        </message>
        <message>
            <source>Red</source>
            <translation type="vanished">Rosso</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation type="vanished">Blu</translation>
        </message>
        <message>
            <source>System language</source>
            <translation type="vanished">Lingua del sistema</translation>
        </message>
        <message>
            <source>&amp;Auto-declare</source>
            <translation type="vanished">&amp;Accuso automatico</translation>
        </message>
    </context>
    <context>
        <name>WindowPreferences</name>
        <message>
            <source>The settings could not be saved: %1</source>
            <translation>Non è stato possibile salvare le impostazioni: %1</translation>
        </message>
    </context>
</TS>
