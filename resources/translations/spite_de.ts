<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Abandon</name>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Abandon this game? It counts as a loss.</source>
        <translation>Dieses Spiel abbrechen? Es zählt als verloren.</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>Spiel &amp;abbrechen</translation>
    </message>
    <message>
        <source>Restart this deal? The game in progress counts as a loss.</source>
        <translation>Dieses Spiel neu beginnen? Das laufende Spiel zählt als verloren.</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Neu beginnen</translation>
    </message>
    <message>
        <source>Open the saved game? The game in progress counts as a loss.</source>
        <translation>Das gespeicherte Spiel öffnen? Das laufende Spiel zählt als verloren.</translation>
    </message>
    <message>
        <source>&amp;Open Game</source>
        <translation>Spiel ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Play with friends instead? The game in progress counts as a loss.</source>
        <translation>Lieber mit Freunden spielen? Das laufende Spiel zählt als verloren.</translation>
    </message>
    <message>
        <source>&amp;Leave the Table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>Leave Table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Spiel abbrechen</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>The competitive patience card game for two to four players: be the first to empty your payoff pile by building the centre stacks from Ace to Queen.</source>
        <translation>Das Patience-Kartenspiel gegeneinander für zwei bis vier Spieler: Wer zuerst seinen Spielerstapel leer spielt, indem er die Aufbaustapel vom Ass bis zur Dame aufbaut, gewinnt.</translation>
    </message>
    <message>
        <source>Written in Python with Qt. The card art is the project&apos;s own.</source>
        <translation>Geschrieben in Python mit Qt. Die Kartenbilder sind eigene Arbeit des Projekts.</translation>
    </message>
    <message>
        <source>About Spite and Malice</source>
        <translation>Über Spite and Malice</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>There is no game on the table.</source>
        <translation>Auf dem Tisch liegt kein Spiel.</translation>
    </message>
    <message>
        <source>The other players have not moved since your last turn.</source>
        <translation>Die anderen haben seit Ihrem letzten Zug nicht gezogen.</translation>
    </message>
    <message>
        <source>Arrow keys move, Space picks a card up and puts it down, Enter plays it to the centre, 1 to 4 end your turn on a side stack. F1 lists every key.</source>
        <translation>Die Pfeiltasten bewegen, die Leertaste nimmt eine Karte auf und legt sie ab, Eingabe spielt sie in die Mitte, 1 bis 4 beenden Ihren Zug auf einem Ablagestapel. F1 zeigt alle Tasten.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Sie sind dran.</translation>
    </message>
    <message>
        <source>Nothing more that way.</source>
        <translation>In dieser Richtung kommt nichts mehr.</translation>
    </message>
    <message>
        <source>Start of the row.</source>
        <translation>Anfang der Reihe.</translation>
    </message>
    <message>
        <source>End of the row.</source>
        <translation>Ende der Reihe.</translation>
    </message>
    <message>
        <source>Top of the table.</source>
        <translation>Oberer Rand des Tisches.</translation>
    </message>
    <message>
        <source>Bottom of the table.</source>
        <translation>Unterer Rand des Tisches.</translation>
    </message>
</context>
<context>
    <name>Captions</name>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Payoff</source>
        <translation>Spielerstapel</translation>
    </message>
</context>
<context>
    <name>CardCounter</name>
    <message>
        <source>Hidden until the next player is at the screen.</source>
        <translation>Verborgen, bis der nächste Spieler am Bildschirm ist.</translation>
    </message>
    <message>
        <source>Cards {name} has not seen</source>
        <translation>Karten, die {name} nicht gesehen hat</translation>
    </message>
    <message>
        <source>Cards you have not seen</source>
        <translation>Karten, die Sie nicht gesehen haben</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>of {total}</source>
        <translation>von {total}</translation>
    </message>
    <message>
        <source>{rank}: {unseen} of {total} not seen</source>
        <translation>{rank}: {unseen} von {total} nicht gesehen</translation>
    </message>
    <message>
        <source>Card Counter</source>
        <translation>Kartenzähler</translation>
    </message>
    <message>
        <source>{unseen} of {total} cards not seen, in the stock, the other hands, under the payoff cards and in the completed pile.</source>
        <translation>{unseen} von {total} Karten nicht gesehen: im Talon, in den anderen Händen, unter den obersten Karten der Spielerstapel und bei den fertigen Karten.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>Kein Spiel auf dem Tisch.</translation>
    </message>
</context>
<context>
    <name>Command line</name>
    <message>
        <source>Spite and Malice, the card game</source>
        <translation>Spite and Malice, das Kartenspiel</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>the deal number to play (0 to {highest})</source>
        <translation>die Nummer des Spiels, das ausgeteilt wird (0 bis {highest})</translation>
    </message>
    <message>
        <source>the rules: {presets} (default: your preferences)</source>
        <translation>die Regeln: {presets} (sonst Ihre Einstellungen)</translation>
    </message>
    <message>
        <source>players at the table, you included (default: your preferences)</source>
        <translation>Spieler am Tisch, Sie eingeschlossen (sonst Ihre Einstellungen)</translation>
    </message>
    <message>
        <source>people taking turns at this computer, in the first seats (named in your preferences, else Player 1, Player 2 …); the other seats are computers</source>
        <translation>Personen, die sich an diesem Computer abwechseln, auf den ersten Plätzen (benannt wie in Ihren Einstellungen, sonst Spieler 1, Spieler 2 …); auf den anderen Plätzen spielen Computer</translation>
    </message>
    <message>
        <source>how well the computers play: {levels} (default: your preferences)</source>
        <translation>wie gut die Computer spielen: {levels} (sonst Ihre Einstellungen)</translation>
    </message>
    <message>
        <source>animation speed (default: your preferences)</source>
        <translation>Tempo der Animationen (sonst Ihre Einstellungen)</translation>
    </message>
    <message>
        <source>open Play with Friends at start</source>
        <translation>beim Start „Mit Freunden spielen“ öffnen</translation>
    </message>
    <message>
        <source>join a friend&apos;s table at start: an invite code (like 7-guitarist-revenge) or the host&apos;s address and port</source>
        <translation>beim Start an den Tisch eines Freundes setzen: ein Einladungscode (etwa 7-guitarist-revenge) oder Adresse und Port des Gastgebers</translation>
    </message>
    <message>
        <source>render the table for the deal to a PNG file and exit</source>
        <translation>den Tisch für das Spiel als PNG-Datei speichern und beenden</translation>
    </message>
    <message>
        <source>{text} is not a deal number (a whole number from 0 to {highest})</source>
        <translation>{text} ist keine Spielnummer (eine ganze Zahl von 0 bis {highest})</translation>
    </message>
    <message>
        <source>there is no level {level}; choose one of {levels}</source>
        <translation>es gibt keine Stufe {level}; wählen Sie eine von {levels}</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <extracomment>argparse&apos;s own texts a player can meet (its gettext message ids), each with ours: the same placeholders, marked for translation. What argparse says only to a programmer (a parser built wrongly) is not among them.</extracomment>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Option %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>not a whole number: %(value)r</source>
        <translation>keine ganze Zahl: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Wahl: %(value)r (möglich sind %(choices)s)</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Optionen: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>erwartet einen Wert</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>Wert %r nicht erlaubt</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s könnte %(matches)s sein</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>diese Angaben fehlen: %s</translation>
    </message>
</context>
<context>
    <name>Commentary</name>
    <message>
        <source>Your turn</source>
        <translation>Sie sind dran</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: your result of today&apos;s deal was already counted.</source>
        <translation>Übung: Ihr Ergebnis im Spiel des Tages wurde schon gezählt.</translation>
    </message>
    <message>
        <source>Today&apos;s Deal, for practice: your result of today is already counted.</source>
        <translation>Spiel des Tages, zur Übung: Ihr heutiges Ergebnis ist schon gezählt.</translation>
    </message>
    <message>
        <source>Today&apos;s Deal: the first game you finish counts. Good luck!</source>
        <translation>Spiel des Tages: Das erste Spiel, das Sie zu Ende spielen, zählt. Viel Glück!</translation>
    </message>
    <message>
        <source>Today&apos;s Deal counted: {result}. {streak}</source>
        <translation>Spiel des Tages gezählt: {result}. {streak}</translation>
    </message>
    <message>
        <source>Today&apos;s Deal</source>
        <translation>Spiel des Tages</translation>
    </message>
    <message>
        <source>Deal #{deal} · {rules} rules · you against one computer</source>
        <translation>Spiel Nr. {deal} · Regeln: {rules} · Sie gegen einen Computer</translation>
    </message>
    <message>
        <source>Done today: {result}. Playing this deal again is practice: it does not count.</source>
        <translation>Heute erledigt: {result}. Dieses Spiel noch einmal zu spielen ist Übung: Es zählt nicht.</translation>
    </message>
    <message>
        <source>Your game of today&apos;s deal is on the table: the first game you finish counts.</source>
        <translation>Ihr Spiel des Tages liegt auf dem Tisch: Das erste Spiel, das Sie zu Ende spielen, zählt.</translation>
    </message>
    <message>
        <source>Not played yet today. Everybody gets the same cards today; your first finished game counts (giving up counts as a loss).</source>
        <translation>Heute noch nicht gespielt. Heute bekommen alle dieselben Karten; Ihr erstes zu Ende gespieltes Spiel zählt (Aufgeben zählt als Niederlage).</translation>
    </message>
    <message>
        <source>Streak: {current} · best {best}</source>
        <translation>Serie: {current} · beste {best}</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Stärke des Computers:</translation>
    </message>
    <message>
        <source>Play for &amp;Practice</source>
        <translation>Zur Ü&amp;bung spielen</translation>
    </message>
    <message>
        <source>&amp;Play Today&apos;s Deal</source>
        <translation>Spiel des Tages &amp;spielen</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Previous month</source>
        <extracomment>The day a cell stands for (a ``date``, or None for a cell outside the month), and its counted result (a :class:`DayResult` or None).</extracomment>
        <translation>Vorheriger Monat</translation>
    </message>
    <message>
        <source>Previous month (Page Up)</source>
        <translation>Vorheriger Monat (Bild auf)</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Nächster Monat</translation>
    </message>
    <message>
        <source>Next month (Page Down)</source>
        <translation>Nächster Monat (Bild ab)</translation>
    </message>
    <message>
        <source>Today&apos;s Deal, {month}</source>
        <translation>Spiel des Tages, {month}</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Gespielte Tage</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Gewonnene Tage</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost or given up</source>
        <translation>Verloren oder aufgegeben</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>&amp;Copy Result</source>
        <translation>Ergebnis &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the day&apos;s result to share: no cards are given away</source>
        <translation>Das Ergebnis des Tages zum Teilen kopieren: Es verrät keine Karte</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Serien</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>A streak counts the days in a row on which you finished Today&apos;s Deal, won or lost; a day without it starts the streak again.</source>
        <translation>Eine Serie zählt die Tage nacheinander, an denen Sie das Spiel des Tages zu Ende gespielt haben, gewonnen oder verloren; ein Tag ohne beginnt die Serie neu.</translation>
    </message>
    <message numerus="yes">
        <source>won in %n round(s) against {level}</source>
        <translation>
            <numerusform>gewonnen in %n Runde gegen {level}</numerusform>
            <numerusform>gewonnen in %n Runden gegen {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>drawn after %n round(s) against {level}</source>
        <translation>
            <numerusform>unentschieden nach %n Runde gegen {level}</numerusform>
            <numerusform>unentschieden nach %n Runden gegen {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>given up after %n round(s) against {level}</source>
        <translation>
            <numerusform>aufgegeben nach %n Runde gegen {level}</numerusform>
            <numerusform>aufgegeben nach %n Runden gegen {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lost in %n round(s) against {level}</source>
        <translation>
            <numerusform>verloren in %n Runde gegen {level}</numerusform>
            <numerusform>verloren in %n Runden gegen {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s).</source>
        <translation>
            <numerusform>Serie: %n Tag.</numerusform>
            <numerusform>Serie: %n Tage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Spite &amp; Malice — Today&apos;s Deal {day}: {result}. {streak}</source>
        <translation>Spite &amp; Malice — Spiel des Tages {day}: {result}. {streak}</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>{day}: {result}</source>
        <translation>{day}: {result}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Spite and Malice games ({pattern})</source>
        <translation>Spite-and-Malice-Spiele ({pattern})</translation>
    </message>
    <message>
        <source>Resume your game?</source>
        <translation>Ihr Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Resume your match?</source>
        <translation>Ihre Partie fortsetzen?</translation>
    </message>
    <message>
        <source>Already Open</source>
        <translation>Schon geöffnet</translation>
    </message>
    <message>
        <source>Play Without Autosave</source>
        <translation>Ohne automatisches Speichern spielen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Save Game</source>
        <extracomment>Asks for a file: the window it belongs to, and the file proposed (Save As) or the folder to start in (Open…); the path chosen, or None if the player cancels.</extracomment>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Spite and Malice is already open ({who}).</source>
        <translation>Spite and Malice ist schon geöffnet ({who}).</translation>
    </message>
    <message>
        <source>Spite and Malice is already open.</source>
        <translation>Spite and Malice ist schon geöffnet.</translation>
    </message>
    <message>
        <source>Two copies would save over each other&apos;s game in progress. You can play here without autosave (this game is lost when you quit), or quit and go back to the other window.</source>
        <translation>Zwei Kopien würden sich gegenseitig das laufende Spiel überschreiben. Sie können hier ohne automatisches Speichern spielen (dieses Spiel geht beim Beenden verloren) oder beenden und zum anderen Fenster zurückkehren.</translation>
    </message>
    <message>
        <source>A new game instead abandons it: it counts as a loss.</source>
        <translation>Ein neues Spiel bricht es ab: Es zählt als verloren.</translation>
    </message>
    <message>
        <source>New Game deals a new game instead.</source>
        <translation>„Neues Spiel“ teilt stattdessen neu aus.</translation>
    </message>
    <message>
        <source>Resuming leaves out {options} from the command line, for a new game.</source>
        <translation>Beim Fortsetzen bleibt {options} von der Befehlszeile unberücksichtigt; es gilt für ein neues Spiel.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Abandon It</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>{file} already exists. Do you want to replace it?</source>
        <translation>{file} gibt es schon. Möchten Sie die Datei ersetzen?</translation>
    </message>
    <message>
        <source>A game with friends can&apos;t be saved in a file: the host&apos;s program keeps the table until the game is over.</source>
        <translation>Ein Spiel mit Freunden lässt sich nicht in einer Datei speichern: Das Programm des Gastgebers hält den Tisch, bis das Spiel vorbei ist.</translation>
    </message>
    <message>
        <source>There is no game in progress to save.</source>
        <translation>Es läuft kein Spiel, das gespeichert werden könnte.</translation>
    </message>
    <message>
        <source>Game saved as {file}.</source>
        <translation>Spiel gespeichert als {file}.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <extracomment>What a file&apos;s name may not hold on some system (Windows is the strictest).</extracomment>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>Deal #{deal} is waiting in round {round}: your turn.</source>
        <translation>Spiel Nr. {deal} wartet in Runde {round}: Sie sind dran.</translation>
    </message>
    <message>
        <source>Deal #{deal} is waiting in round {round}: {name}&apos;s turn.</source>
        <translation>Spiel Nr. {deal} wartet in Runde {round}: {name} ist dran.</translation>
    </message>
    <message numerus="yes">
        <source>Your match to {target} points has %n game(s) played.</source>
        <translation>
            <numerusform>In Ihrer Partie auf {target} Punkte ist %n Spiel gespielt.</numerusform>
            <numerusform>In Ihrer Partie auf {target} Punkte sind %n Spiele gespielt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Friends</name>
    <message>
        <source>No limit</source>
        <translation>Ohne Limit</translation>
    </message>
    <message>
        <source>1 minute a turn</source>
        <translation>1 Minute pro Zug</translation>
    </message>
    <message>
        <source>2 minutes a turn</source>
        <translation>2 Minuten pro Zug</translation>
    </message>
    <message>
        <source>5 minutes a turn</source>
        <translation>5 Minuten pro Zug</translation>
    </message>
    <message>
        <source>Single games</source>
        <translation>Einzelspiele</translation>
    </message>
    <message>
        <source>First to 25 points</source>
        <translation>Wer zuerst 25 Punkte hat</translation>
    </message>
    <message>
        <source>First to 50 points</source>
        <translation>Wer zuerst 50 Punkte hat</translation>
    </message>
    <message>
        <source>First to 100 points</source>
        <translation>Wer zuerst 100 Punkte hat</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Suche nach Tischen in diesem Netzwerk…</translation>
    </message>
    <message>
        <source>Play with Friends</source>
        <translation>Mit Freunden spielen</translation>
    </message>
    <message>
        <source>the name your friends see</source>
        <translation>der Name, den Ihre Freunde sehen</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Host a Table</source>
        <translation>Tisch &amp;eröffnen</translation>
    </message>
    <message>
        <source>&amp;Join a Table</source>
        <translation>An einen Tisch &amp;setzen</translation>
    </message>
    <message>
        <source>Your rules ({rules})</source>
        <translation>Ihre Regeln ({rules})</translation>
    </message>
    <message>
        <source>Your rules are the ones set in Preferences → Rules.</source>
        <translation>Ihre Regeln sind die unter Einstellungen → Regeln.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Partie:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>After this long a computer plays the rest of the turn, yours too: nobody holds the table up by stepping away.</source>
        <translation>Nach dieser Zeit spielt ein Computer den Rest des Zuges, auch Ihren: Niemand hält den Tisch auf, wenn er kurz weggeht.</translation>
    </message>
    <message>
        <source>&amp;Turn time:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
    <message>
        <source>Seats, in turn order</source>
        <translation>Plätze, in Spielreihenfolge</translation>
    </message>
    <message>
        <source>Seat 1:</source>
        <translation>Platz 1:</translation>
    </message>
    <message>
        <source>You, at this computer</source>
        <translation>Sie, an diesem Computer</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Ein Freund</translation>
    </message>
    <message>
        <source>A computer</source>
        <translation>Ein Computer</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Platz {number}:</translation>
    </message>
    <message>
        <source>When a friend drops out</source>
        <translation>Wenn ein Freund die Verbindung verliert</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>their seat waits</source>
        <translation>wartet sein Platz</translation>
    </message>
    <message>
        <source>for them, then a computer plays at</source>
        <translation>auf ihn, dann spielt ein Computer auf Stufe</translation>
    </message>
    <message>
        <source>How friends come in</source>
        <translation>Wie Freunde dazukommen</translation>
    </message>
    <message>
        <source>On this &amp;network: friends find the table in their list or type your address, at port</source>
        <translation>In diesem &amp;Netzwerk: Freunde finden den Tisch in ihrer Liste oder geben Ihre Adresse ein, Port</translation>
    </message>
    <message>
        <source>Over the &amp;internet: an invite code for each friend</source>
        <translation>Über das &amp;Internet: ein Einladungscode für jeden Freund</translation>
    </message>
    <message>
        <source>with the table&apos;s &amp;PIN (shown once it is open)</source>
        <translation>mit der &amp;PIN des Tisches (wird nach dem Eröffnen angezeigt)</translation>
    </message>
    <message>
        <source>when I &amp;let them in, one by one</source>
        <translation>wenn ich sie &amp;einlasse, einen nach dem anderen</translation>
    </message>
    <message>
        <source>New friends on this network sit down:</source>
        <translation>Neue Freunde in diesem Netzwerk setzen sich:</translation>
    </message>
    <message>
        <source>&amp;Open the Table</source>
        <translation>Tisch &amp;eröffnen</translation>
    </message>
    <message>
        <source>Choose at least one friend&apos;s seat and one way in.</source>
        <translation>Wählen Sie mindestens einen Platz für einen Freund und einen Weg hinein.</translation>
    </message>
    <message>
        <source>Invite code {code} copied: paste it into a message to your friend.</source>
        <translation>Einladungscode {code} kopiert: Fügen Sie ihn in eine Nachricht an Ihren Freund ein.</translation>
    </message>
    <message>
        <source>The game is dealt as soon as every friend has sat down. Deal Now starts without waiting: a computer plays each empty seat until a friend takes it.</source>
        <translation>Es wird ausgeteilt, sobald alle Freunde Platz genommen haben. „Jetzt austeilen“ beginnt ohne zu warten: Ein Computer spielt jeden freien Platz, bis ein Freund ihn übernimmt.</translation>
    </message>
    <message>
        <source>&amp;Deal Now</source>
        <translation>Jetzt &amp;austeilen</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>Tisch &amp;schließen</translation>
    </message>
    <message>
        <source>Table PIN: {pin}</source>
        <translation>PIN des Tisches: {pin}</translation>
    </message>
    <message>
        <source>Table PIN {pin}</source>
        <translation>PIN des Tisches {pin}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingerabdruck</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Freie Plätze</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <source>Join &amp;Selected Table</source>
        <translation>An &amp;gewählten Tisch setzen</translation>
    </message>
    <message>
        <source>Table PIN</source>
        <translation>PIN des Tisches</translation>
    </message>
    <message>
        <source>The six digits on the host&apos;s screen (asked for when left empty)</source>
        <translation>Die sechs Ziffern auf dem Bildschirm des Gastgebers (wird nachgefragt, wenn leer)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Hinsetzen</translation>
    </message>
    <message>
        <source>Host&apos;s &amp;address and port:</source>
        <translation>&amp;Adresse und Port des Gastgebers:</translation>
    </message>
    <message>
        <source>Invite &amp;code:</source>
        <translation>Einladungs&amp;code:</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <source>&amp;Stop Joining</source>
        <translation>Beitreten &amp;abbrechen</translation>
    </message>
    <message>
        <source>needs version {version}</source>
        <translation>braucht Version {version}</translation>
    </message>
    <message>
        <source>The table&apos;s fingerprint: the host&apos;s screen shows the same. Another fingerprint is another table.</source>
        <translation>Der Fingerabdruck des Tisches: Der Bildschirm des Gastgebers zeigt denselben. Ein anderer Fingerabdruck ist ein anderer Tisch.</translation>
    </message>
    <message>
        <source>This table runs version {version} of the game.</source>
        <translation>An diesem Tisch läuft Version {version} des Spiels.</translation>
    </message>
    <message>
        <source>Double-click a table to join it.</source>
        <translation>Doppelklicken Sie auf einen Tisch, um sich dazuzusetzen.</translation>
    </message>
    <message>
        <source>No table found yet: the list fills in as tables are opened on this network.</source>
        <translation>Noch kein Tisch gefunden: Die Liste füllt sich, sobald in diesem Netzwerk Tische eröffnet werden.</translation>
    </message>
    <message>
        <source>That PIN was not the table&apos;s. </source>
        <translation>Das war nicht die PIN des Tisches. </translation>
    </message>
    <message>
        <source>{where} asks for its PIN: type the six digits shown on the host&apos;s screen.</source>
        <translation>{where} fragt nach der PIN: Geben Sie die sechs Ziffern vom Bildschirm des Gastgebers ein.</translation>
    </message>
    <message>
        <source>Table &amp;PIN:</source>
        <translation>&amp;PIN des Tisches:</translation>
    </message>
    <message>
        <source>The table&apos;s fingerprint is &lt;b&gt;{fingerprint}&lt;/b&gt;: the host&apos;s screen shows the same. If it does not, someone else is answering; don&apos;t type the PIN.</source>
        <translation>Der Fingerabdruck des Tisches ist &lt;b&gt;{fingerprint}&lt;/b&gt;: Der Bildschirm des Gastgebers zeigt denselben. Wenn nicht, antwortet jemand anderes; geben Sie die PIN dann nicht ein.</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Hinsetzen</translation>
    </message>
    <message>
        <source>Invite codes go through a mailbox server, which pairs the two programs, and a transit relay, which passes the encrypted game along when they can&apos;t reach each other directly. Every player at a table must use the same servers. The README tells how to run your own.</source>
        <extracomment>The space Qt&apos;s line edit keeps on each side of its text, inside its frame.</extracomment>
        <translation>Einladungscodes laufen über einen Mailbox-Server, der die beiden Programme zusammenbringt, und ein Transit-Relay, das das verschlüsselte Spiel weiterreicht, wenn sie sich nicht direkt erreichen. Alle Spieler an einem Tisch müssen dieselben Server nutzen. Das README erklärt, wie Sie eigene betreiben.</translation>
    </message>
    <message>
        <source>Always go through the &amp;relay (never connect directly)</source>
        <translation>Immer über das &amp;Relay (nie direkt verbinden)</translation>
    </message>
    <message>
        <source>Your address is then never given to the other program; the game may be a little slower.</source>
        <translation>Ihre Adresse wird dann nie an das andere Programm gegeben; das Spiel kann etwas langsamer sein.</translation>
    </message>
    <message>
        <source>Use the &amp;Public Servers</source>
        <translation>&amp;Öffentliche Server verwenden</translation>
    </message>
    <message>
        <source>Your &amp;name at tables with friends:</source>
        <translation>Ihr &amp;Name an Tischen mit Freunden:</translation>
    </message>
    <message>
        <source>Servers for invite codes</source>
        <translation>Server für Einladungscodes</translation>
    </message>
    <message>
        <source>&amp;Mailbox server:</source>
        <translation>&amp;Mailbox-Server:</translation>
    </message>
    <message>
        <source>&amp;Transit relay:</source>
        <translation>&amp;Transit-Relay:</translation>
    </message>
    <message>
        <source>Check the servers: {why}.</source>
        <translation>Bitte prüfen Sie die Server: {why}.</translation>
    </message>
    <message>
        <source>{first}, or {second}</source>
        <translation>{first} oder {second}</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for 1 friend: {how}.</source>
        <translation>Ihr Tisch ist offen. Es fehlt noch ein Freund: {how}.</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for 1 friend.</source>
        <translation>Ihr Tisch ist offen. Es fehlt noch ein Freund.</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for {count} friends: {how}.</source>
        <translation>Ihr Tisch ist offen. Es fehlen noch {count} Freunde: {how}.</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for {count} friends.</source>
        <translation>Ihr Tisch ist offen. Es fehlen noch {count} Freunde.</translation>
    </message>
    <message>
        <source>&amp;Host It Again</source>
        <translation>&amp;Wieder eröffnen</translation>
    </message>
    <message>
        <source>&amp;Close It</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Go Back</source>
        <translation>&amp;Zurückkehren</translation>
    </message>
    <message>
        <source>&amp;Leave It</source>
        <translation>&amp;Verlassen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Close the Table</source>
        <translation>Tisch schließen</translation>
    </message>
    <message>
        <source>Your table is open again: your friends come back to their seats.</source>
        <translation>Ihr Tisch ist wieder offen: Ihre Freunde kehren auf ihre Plätze zurück.</translation>
    </message>
    <message>
        <source>waiting for a friend</source>
        <translation>wartet auf einen Freund</translation>
    </message>
    <message>
        <source>sat down</source>
        <translation>sitzt</translation>
    </message>
    <message>
        <source>give each one their invite code</source>
        <translation>geben Sie jedem seinen Einladungscode</translation>
    </message>
    <message>
        <source>friends on this network type the PIN below</source>
        <translation>Freunde in diesem Netzwerk geben die PIN unten ein</translation>
    </message>
    <message>
        <source>you let each friend on this network in</source>
        <translation>Sie lassen jeden Freund in diesem Netzwerk selbst herein</translation>
    </message>
    <message>
        <source>Your table&apos;s fingerprint is {key}: your friends see the same in their Join list.</source>
        <translation>Der Fingerabdruck Ihres Tisches ist {key}: Ihre Freunde sehen denselben in ihrer Liste unter „Hinsetzen“.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Your table is not in the Join lists on this network ({why}): friends here type {where}.</source>
        <translation>Ihr Tisch steht in diesem Netzwerk nicht in den Listen unter „Hinsetzen“ ({why}): Freunde hier geben {where} ein.</translation>
    </message>
    <message>
        <source>Friends on this network can type {where}.</source>
        <translation>Freunde in diesem Netzwerk können {where} eingeben.</translation>
    </message>
    <message>
        <source>On this network, friends find “{name}&apos;s table” in their Join list, or type {where}.</source>
        <translation>In diesem Netzwerk finden Freunde „Tisch von {name}“ in ihrer Liste unter „Hinsetzen“ oder geben {where} ein.</translation>
    </message>
    <message>
        <source>Someone guessed at your table&apos;s PIN: it is now {pin}.</source>
        <translation>Jemand hat die PIN Ihres Tisches geraten: Sie lautet jetzt {pin}.</translation>
    </message>
    <message>
        <source>Let In?</source>
        <translation>Hereinlassen?</translation>
    </message>
    <message>
        <source>{name} wants to sit at seat {seat}.</source>
        <translation>{name} möchte an Platz {seat} sitzen.</translation>
    </message>
    <message>
        <source>Let them in only if you know who it is: they play that seat from now on. A computer keeps the seat warm otherwise.</source>
        <translation>Lassen Sie nur herein, wen Sie kennen: Diese Person spielt den Platz von nun an. Sonst hält ein Computer den Platz warm.</translation>
    </message>
    <message>
        <source>&amp;Let In</source>
        <translation>&amp;Hereinlassen</translation>
    </message>
    <message>
        <source>&amp;Turn Away</source>
        <translation>&amp;Abweisen</translation>
    </message>
    <message>
        <source>Remove Friend</source>
        <translation>Freund entfernen</translation>
    </message>
    <message>
        <source>Remove {name} from the table?</source>
        <translation>{name} vom Tisch entfernen?</translation>
    </message>
    <message>
        <source>A computer plays {name}&apos;s seat from now on, and {name}&apos;s program can&apos;t sit at this table again.</source>
        <translation>Ab jetzt spielt ein Computer den Platz von {name}, und das Programm von {name} kann sich nicht wieder an diesen Tisch setzen.</translation>
    </message>
    <message>
        <source>the table of invite code {code}</source>
        <translation>den Tisch mit dem Einladungscode {code}</translation>
    </message>
    <message>
        <source>Waiting for the host of {where} to let you in…</source>
        <translation>Warten, bis der Gastgeber von {where} Sie hereinlässt …</translation>
    </message>
    <message>
        <source>Joining {where}…</source>
        <translation>Setze mich an {where} …</translation>
    </message>
    <message>
        <source>Leave the Table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>You sat down at {host}&apos;s table.</source>
        <translation>Sie haben sich an den Tisch von {host} gesetzt.</translation>
    </message>
    <message>
        <source>The game starts when {host} deals.</source>
        <translation>Das Spiel beginnt, wenn {host} austeilt.</translation>
    </message>
    <message>
        <source>Could not join: {why}.</source>
        <translation>Hinsetzen nicht möglich: {why}.</translation>
    </message>
    <message>
        <source>You could not go back to {host}&apos;s table: {why}.</source>
        <translation>Sie konnten nicht zum Tisch von {host} zurückkehren: {why}.</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>Zurückkehren</translation>
    </message>
    <message>
        <source>Stopped joining.</source>
        <translation>Beitreten abgebrochen.</translation>
    </message>
    <message>
        <source>Tables on this network can&apos;t be looked for ({why}): type an address or an invite code.</source>
        <translation>In diesem Netzwerk lässt sich nicht nach Tischen suchen ({why}): Geben Sie eine Adresse oder einen Einladungscode ein.</translation>
    </message>
    <message>
        <source>You are not at a table with friends.</source>
        <translation>Sie sitzen an keinem Tisch mit Freunden.</translation>
    </message>
    <message>
        <source>Leave Table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Go back to {host}&apos;s table?</source>
        <translation>Zum Tisch von {host} zurückkehren?</translation>
    </message>
    <message>
        <source>You were sitting at {host}&apos;s table ({where}) when the program closed, and your seat is kept for you. Go back to play on where the game stands, or leave the table for good.</source>
        <translation>Sie saßen am Tisch von {host} ({where}), als das Programm geschlossen wurde, und Ihr Platz ist für Sie frei gehalten. Kehren Sie zurück, um dort weiterzuspielen, wo das Spiel steht, oder verlassen Sie den Tisch endgültig.</translation>
    </message>
    <message>
        <source>{host}&apos;s table</source>
        <translation>den Tisch von {host}</translation>
    </message>
    <message>
        <source>Going back to {host}&apos;s table…</source>
        <translation>Zurück zum Tisch von {host} …</translation>
    </message>
    <message>
        <source>If {host} has not hosted it again yet, your program goes back to it as soon as they do.</source>
        <translation>Falls {host} ihn noch nicht wieder eröffnet hat, kehrt Ihr Programm zurück, sobald das geschieht.</translation>
    </message>
    <message>
        <source>your friends</source>
        <translation>Ihren Freunden</translation>
    </message>
    <message>
        <source>Host Again</source>
        <translation>Wieder eröffnen</translation>
    </message>
    <message>
        <source>Host your table with {who} again?</source>
        <translation>Ihren Tisch mit {who} wieder eröffnen?</translation>
    </message>
    <message>
        <source>The game at your table stopped after {moves} when the program closed. Hosted again, it goes on where it stood, with the same invite codes and address; your friends&apos; programs come back to their seats by themselves.</source>
        <translation>Das Spiel an Ihrem Tisch hielt nach {moves} an, als das Programm geschlossen wurde. Wieder eröffnet, geht es dort weiter, wo es stand, mit denselben Einladungscodes und derselben Adresse; die Programme Ihrer Freunde kehren von selbst auf ihre Plätze zurück.</translation>
    </message>
    <message>
        <source>Close the table with your friends?</source>
        <translation>Den Tisch mit Ihren Freunden schließen?</translation>
    </message>
    <message>
        <source>Your friends are told the table is closed, and the game in progress ends here. It is not kept for later.</source>
        <translation>Ihre Freunde erfahren, dass der Tisch geschlossen ist, und das laufende Spiel endet hier. Es wird nicht für später aufgehoben.</translation>
    </message>
    <message>
        <source>Close your table for everyone?</source>
        <translation>Ihren Tisch für alle schließen?</translation>
    </message>
    <message>
        <source>Your friends are told that the table is kept. At your next start you can host it again where the game stands, and your friends&apos; programs come back to their seats by themselves.</source>
        <translation>Ihre Freunde erfahren, dass der Tisch aufgehoben wird. Beim nächsten Start können Sie ihn dort wieder eröffnen, wo das Spiel steht, und die Programme Ihrer Freunde kehren von selbst auf ihre Plätze zurück.</translation>
    </message>
    <message>
        <source>Your friends are told the table is closed.</source>
        <translation>Ihre Freunde erfahren, dass der Tisch geschlossen ist.</translation>
    </message>
    <message>
        <source>You closed the table.</source>
        <translation>Sie haben den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>der Gastgeber</translation>
    </message>
    <message>
        <source>{host}&apos;s program was closed; the table is kept. You go back to it when {host} hosts it again…</source>
        <translation>Das Programm von {host} wurde geschlossen; der Tisch bleibt erhalten. Sie kehren zurück, sobald {host} ihn wieder eröffnet …</translation>
    </message>
    <message>
        <source>Deal Check</source>
        <translation>Spielprüfung</translation>
    </message>
    <message>
        <source>{host}&apos;s table could not be reached for a long while. Your seat is kept: start Spite and Malice again later to go back to it.</source>
        <translation>Der Tisch von {host} war lange nicht erreichbar. Ihr Platz bleibt frei: Starten Sie Spite and Malice später erneut, um zurückzukehren.</translation>
    </message>
    <message>
        <source>The table is closed: {why}.</source>
        <translation>Der Tisch ist geschlossen: {why}.</translation>
    </message>
    <message>
        <source>Table Closed</source>
        <translation>Tisch geschlossen</translation>
    </message>
    <message>
        <source>You asked for another game: the host deals it.</source>
        <translation>Sie haben um ein weiteres Spiel gebeten: Der Gastgeber teilt aus.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Den Tisch verlassen?</translation>
    </message>
    <message>
        <source>A computer plays your seat from now on; your friends&apos; game goes on.</source>
        <translation>Ab jetzt spielt ein Computer Ihren Platz; das Spiel Ihrer Freunde geht weiter.</translation>
    </message>
    <message>
        <source>a while</source>
        <translation>eine Weile</translation>
    </message>
    <message>
        <source>Leave {host}&apos;s table?</source>
        <translation>Den Tisch von {host} verlassen?</translation>
    </message>
    <message>
        <source>Your seat is kept for {time}: start Spite and Malice again to go back to it. After that a computer plays for you until you come back.</source>
        <translation>Ihr Platz bleibt {time} frei: Starten Sie Spite and Malice erneut, um zurückzukehren. Danach spielt ein Computer für Sie, bis Sie wiederkommen.</translation>
    </message>
    <message>
        <source>Friends on this network can&apos;t reach the table: port {port} and the next ones are taken ({why}).</source>
        <extracomment>the turn times a host may choose (as the dialog offers them): none, or minutes why the table is not in the Join lists on this network (None: it is, or soon)</extracomment>
        <translation>Freunde in diesem Netzwerk erreichen den Tisch nicht: Port {port} und die folgenden sind belegt ({why}).</translation>
    </message>
    <message>
        <source>The table could not be announced on this network ({why}); friends there can still type your address and port.</source>
        <translation>Der Tisch ließ sich in diesem Netzwerk nicht bekannt machen ({why}); Freunde dort können trotzdem Ihre Adresse und Ihren Port eingeben.</translation>
    </message>
    <message>
        <source>Invite codes can&apos;t be offered ({why}).</source>
        <translation>Einladungscodes können nicht angeboten werden ({why}).</translation>
    </message>
    <message>
        <source>The invite code could not be kept open ({why}); trying again now and then.</source>
        <extracomment>How long a host waits to try again after the mailbox server failed (it says so once) The other program&apos;s connection hints could not be read (then, in brackets, why). told the host once per outage (``why``: what the relay said), in the host&apos;s language</extracomment>
        <translation>Der Einladungscode ließ sich nicht offen halten ({why}); das Spiel versucht es ab und zu erneut.</translation>
    </message>
    <message>
        <source>a mailbox server looks like ws://HOST:PORT/v1, e.g. {example}</source>
        <extracomment>what a server looks like, told when one typed is not (worded in the player&apos;s language where it is shown)</extracomment>
        <translation>ein Mailbox-Server sieht so aus: ws://HOST:PORT/v1, z. B. {example}</translation>
    </message>
    <message>
        <source>a transit relay looks like tcp:HOST:PORT, e.g. {example}</source>
        <translation>ein Transit-Relay sieht so aus: tcp:HOST:PORT, z. B. {example}</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Payoff cards left</source>
        <translation>Karten im Spielerstapel</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Show &amp;Hidden Cards…</source>
        <translation>&amp;Verdeckte Karten zeigen…</translation>
    </message>
    <message>
        <source>Every card nobody could see: the stock, the other hands and the payoff piles</source>
        <translation>Jede Karte, die niemand sehen konnte: der Talon, die anderen Handkarten und die Spielerstapel</translation>
    </message>
    <message>
        <source>&amp;Review This Game</source>
        <translation>Partie &amp;auswerten</translation>
    </message>
    <message>
        <source>Step through the game turn by turn and see how each of your turns compares with the Expert&apos;s</source>
        <translation>Die Partie Zug für Zug durchgehen und sehen, wie jeder Ihrer Züge im Vergleich zum Experten abschneidet</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <extracomment>Where new games come from: a deal number (None: a fresh one) -&gt; the game and its seats.</extracomment>
        <translation>Noch &amp;einmal</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The help text is missing from this installation.</source>
        <translation>Der Hilfetext fehlt in dieser Installation.</translation>
    </message>
    <message>
        <source>How to Play Spite and Malice</source>
        <extracomment>The help&apos;s section on game reviews, by its English heading (every language&apos;s help has its sections in the same order).</extracomment>
        <translation>So spielt man Spite and Malice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Leave the table with friends to take the lesson.</source>
        <translation>Verlassen Sie den Tisch mit Freunden, um die Lektion zu machen.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Would you like a short lesson?</source>
        <translation>Möchten Sie eine kurze Lektion?</translation>
    </message>
    <message>
        <source>It takes a few minutes: the rules one at a time, on the table, with your own moves. Help → Learn to Play starts it at any time.</source>
        <translation>Sie dauert ein paar Minuten: die Regeln eine nach der anderen, auf dem Tisch, mit Ihren eigenen Zügen. Hilfe → Spielen lernen startet sie jederzeit.</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>&amp;Play a Real Game</source>
        <translation>Echtes &amp;Spiel spielen</translation>
    </message>
    <message>
        <source>&amp;Skip Lesson</source>
        <translation>Lektion ü&amp;berspringen</translation>
    </message>
    <message>
        <source>Return to &amp;Your Game</source>
        <translation>Zurück zu &amp;Ihrem Spiel</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Sofort</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>Sch&amp;nell</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>N&amp;ormal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>New Game with &amp;Deal Number…</source>
        <translation>Neues Spiel mit &amp;Spielnummer…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>Dieses Spiel neu &amp;beginnen</translation>
    </message>
    <message>
        <source>Toda&amp;y&apos;s Deal…</source>
        <translation>Spiel des Ta&amp;ges…</translation>
    </message>
    <message>
        <source>Play with &amp;Friends…</source>
        <translation>Mit &amp;Freunden spielen…</translation>
    </message>
    <message>
        <source>&amp;Leave the Table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Watch the Computers…</source>
        <translation>Den Computern &amp;zusehen…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Speic&amp;hern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Re&amp;view a Saved Game…</source>
        <translation>Gespeicherte Partie aus&amp;werten …</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Show &amp;Hidden Cards…</source>
        <translation>Verdeckte &amp;Karten zeigen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>B&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Game &amp;Log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <source>&amp;Table Talk</source>
        <translation>&amp;Tischgespräch</translation>
    </message>
    <message>
        <source>&amp;Card Counter</source>
        <translation>Karten&amp;zähler</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>So&amp;und</source>
        <translation>&amp;Klang</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Verkleiner&amp;n</translation>
    </message>
    <message>
        <source>&amp;Normal Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Vorlesen</translation>
    </message>
    <message>
        <source>The Whole &amp;Table</source>
        <translation>Den ganzen &amp;Tisch</translation>
    </message>
    <message>
        <source>Your &amp;Cards</source>
        <translation>Ihre &amp;Karten</translation>
    </message>
    <message>
        <source>The &amp;Next Player&apos;s Payoff Card</source>
        <translation>Die Karte auf dem Spielerstapel des &amp;nächsten Spielers</translation>
    </message>
    <message>
        <source>The &amp;Score</source>
        <translation>Den &amp;Punktestand</translation>
    </message>
    <message>
        <source>The Other Players&apos; &amp;Last Turns</source>
        <translation>Die letzten &amp;Züge der anderen</translation>
    </message>
    <message>
        <source>&amp;Repeat the Last Words</source>
        <translation>Die letzten Worte &amp;wiederholen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>&amp;About Spite and Malice</source>
        <translation>Ü&amp;ber Spite and Malice</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Profi</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Traditionell</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Jokers to King</source>
        <translation>Joker bis König</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene Regeln</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Custom</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Einzelspiel</translation>
    </message>
    <message>
        <source>First to 25 points</source>
        <translation>Wer zuerst 25 Punkte hat</translation>
    </message>
    <message>
        <source>First to 50 points</source>
        <translation>Wer zuerst 50 Punkte hat</translation>
    </message>
    <message>
        <source>First to 100 points</source>
        <translation>Wer zuerst 100 Punkte hat</translation>
    </message>
    <message>
        <source>At the end of the turn</source>
        <translation>Am Ende des Zuges</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Wenn der Talon leer ist</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5 Karten</translation>
    </message>
    <message>
        <source>6 cards (Misery)</source>
        <translation>6 Karten (Misery)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Midnight</source>
        <translation>Mitternacht</translation>
    </message>
    <message>
        <source>Tartan</source>
        <translation>Schottenkaro</translation>
    </message>
    <message>
        <source>Waves</source>
        <translation>Wellen</translation>
    </message>
    <message>
        <source>Plum</source>
        <translation>Pflaume</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Großdruck</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Blauer Filz</translation>
    </message>
    <message>
        <source>Burgundy felt</source>
        <translation>Weinroter Filz</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>The felts leave the dialogs in your desktop&apos;s colours. Dark: a dim cloth, the whole window dark. High contrast: a black table and window with white outlines and yellow highlights.</source>
        <translation>Bei den Filztischen behalten die Dialoge die Farben Ihres Desktops. Dunkel: ein gedämpftes Tuch, das ganze Fenster dunkel. Hoher Kontrast: schwarzer Tisch und schwarzes Fenster mit weißen Umrissen und gelben Markierungen.</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Klänge &amp;abspielen</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>&amp;Try</source>
        <translation>&amp;Probieren</translation>
    </message>
    <message>
        <source>Play the &quot;your turn&quot; chime at this volume.</source>
        <translation>Den Klang „Sie sind dran“ in dieser Lautstärke abspielen.</translation>
    </message>
    <message>
        <source>&quot;&amp;Your turn&quot; chime</source>
        <translation>Klang „&amp;Sie sind dran“</translation>
    </message>
    <message>
        <source>The chime rings when the turn comes back to you from a friend or from another person at this computer, and whenever the game is in the background.</source>
        <translation>Der Klang ertönt, wenn Sie nach dem Zug eines Freundes oder einer anderen Person an diesem Computer wieder dran sind, und immer dann, wenn das Spiel im Hintergrund läuft.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Klang</translation>
    </message>
    <message>
        <source>Friends</source>
        <translation>Freunde</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Regelsatz:</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> Karten</translation>
    </message>
    <message>
        <source>One deck per player (at least the preset&apos;s) unless you choose another number.</source>
        <translation>Ein Kartenspiel pro Spieler (mindestens so viele wie im Regelsatz), außer Sie wählen eine andere Zahl.</translation>
    </message>
    <message>
        <source>Wild card may start a stack</source>
        <translation>Joker darf einen Aufbaustapel beginnen</translation>
    </message>
    <message>
        <source>Deal side stacks at start</source>
        <translation>Ablagestapel zu Beginn austeilen</translation>
    </message>
    <message>
        <source>Aces must be played</source>
        <translation>Asse müssen gespielt werden</translation>
    </message>
    <message>
        <source>No discarding Aces</source>
        <translation>Asse nicht ablegen</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Pa&amp;yoff pile size:</source>
        <translation>Größe des &amp;Spielerstapels:</translation>
    </message>
    <message>
        <source>&amp;Centre stacks:</source>
        <translation>&amp;Aufbaustapel:</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>&amp;Kartenspiele:</translation>
    </message>
    <message>
        <source>&amp;Hand size:</source>
        <translation>&amp;Handkarten:</translation>
    </message>
    <message>
        <source>&amp;Wild cards:</source>
        <translation>&amp;Joker:</translation>
    </message>
    <message>
        <source>Reshu&amp;ffle completed cards:</source>
        <translation>Fertige Stapel &amp;einmischen:</translation>
    </message>
    <message>
        <source>Rule changes apply from the next game.</source>
        <translation>Geänderte Regeln gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <source>Number of p&amp;layers:</source>
        <translation>Anzahl der Spie&amp;ler:</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Partie:</translation>
    </message>
    <message>
        <source>Seats, in turn order</source>
        <translation>Plätze, in Spielreihenfolge</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Platz {number}:</translation>
    </message>
    <message>
        <source>You, at this computer</source>
        <translation>Sie, an diesem Computer</translation>
    </message>
    <message>
        <source>People take turns at this computer: a cover hides the hands between their turns. Alone with the computers you are &quot;You&quot;; names are for games with other people.</source>
        <translation>Mehrere Personen spielen abwechselnd an diesem Computer: Zwischen ihren Zügen verdeckt ein Sichtschutz die Handkarten. Allein gegen den Computer heißen Sie „Sie“; Namen sind für Spiele mit anderen Personen.</translation>
    </message>
    <message>
        <source>Card back: {name}</source>
        <translation>Kartenrücken: {name}</translation>
    </message>
    <message>
        <source>Draw wild Kings as jokers</source>
        <translation>Könige als Joker zeichnen</translation>
    </message>
    <message>
        <source>Highlight where a card may go</source>
        <translation>Zeigen, wohin eine Karte passt</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Felt green</source>
        <translation>Filzgrün</translation>
    </message>
    <message>
        <source>Large print: big ranks and suits in the corners and one plain suit in the middle, read at a glance.</source>
        <translation>Großdruck: große Werte und Farben in den Ecken und ein schlichtes Farbzeichen in der Mitte, auf einen Blick zu lesen.</translation>
    </message>
    <message>
        <source>Four-colour suits (clubs green, diamonds blue)</source>
        <translation>Vierfarbiges Blatt (Kreuz grün, Karo blau)</translation>
    </message>
    <message>
        <source>Still the cards when the desktop asks for reduced motion</source>
        <translation>Karten ruhig halten, wenn der Desktop weniger Bewegung wünscht</translation>
    </message>
    <message>
        <source>While your desktop&apos;s &quot;reduce motion&quot; setting is on, the cards move at once, as at the Instant speed.</source>
        <translation>Solange die Einstellung „Bewegung reduzieren“ Ihres Desktops an ist, springen die Karten sofort an ihren Platz, wie bei der Geschwindigkeit „Sofort“.</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>Tisch&amp;farbe:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tisch:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kartenrücken:</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>Karten&amp;bild:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <source>How the game&apos;s words reach your screen reader. Automatic: its announcements where it listens for them (Orca 46 and later, Windows, macOS), else the focused pile or card (Orca 42 to 45).</source>
        <translation>Wie die Texte des Spiels Ihren Bildschirmleser erreichen. Automatisch: über seine Ansagen, wo er auf sie hört (Orca ab 46, Windows, macOS), sonst über den Stapel oder die Karte mit dem Fokus (Orca 42 bis 45).</translation>
    </message>
    <message>
        <source>Short: the ranks on each centre stack</source>
        <translation>Kurz: die Werte auf jedem Aufbaustapel</translation>
    </message>
    <message>
        <source>Full: every card and where it came from</source>
        <translation>Ausführlich: jede Karte und woher sie kam</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>Applies from the next start.</source>
        <translation>Gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>(from the next start)</source>
        <translation>(ab dem nächsten Start)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>S&amp;peech:</source>
        <translation>Spra&amp;chausgabe:</translation>
    </message>
    <message>
        <source>Other players&apos; t&amp;urns:</source>
        <translation>Z&amp;üge der anderen:</translation>
    </message>
    <message>
        <source>Jokers may always start a stack.</source>
        <translation>Joker dürfen immer einen Stapel beginnen.</translation>
    </message>
    <message>
        <source>A wild card may stand for an Ace on an empty centre stack.</source>
        <translation>Ein Joker darf auf einem leeren Aufbaustapel als Ass gelten.</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <source>Table colour {colour}</source>
        <translation>Tischfarbe {colour}</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Screen reader announcements (NVDA, Narrator, VoiceOver, Orca 46 and later)</source>
        <translation>Ansagen des Bildschirmlesers (NVDA, Sprachausgabe, VoiceOver, Orca ab 46)</translation>
    </message>
    <message>
        <source>The focused pile or card (Orca 42 to 45, and later)</source>
        <translation>Stapel oder Karte mit dem Fokus (Orca 42 bis 45 und neuer)</translation>
    </message>
    <message>
        <source>Speech Dispatcher: the game speaks by itself (Linux)</source>
        <translation>Speech Dispatcher: das Spiel spricht selbst (Linux)</translation>
    </message>
    <message>
        <source>Speech Dispatcher could not be reached: the game speaks through your screen reader instead.</source>
        <extracomment>what the player is told when speech-dispatcher can&apos;t be reached (why is in the log: the system&apos;s words, for whoever looks into it)</extracomment>
        <translation>Speech Dispatcher ist nicht erreichbar: Das Spiel spricht stattdessen über Ihren Bildschirmleser.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Preview of the table and the cards</source>
        <translation>Vorschau von Tisch und Karten</translation>
    </message>
    <message>
        <source>The new rules apply from the next game.</source>
        <translation>Die neuen Regeln gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <source>The game follows the system&apos;s language from its next start.</source>
        <translation>Ab dem nächsten Start folgt das Spiel der Sprache des Systems.</translation>
    </message>
    <message>
        <source>The game speaks {language} from its next start.</source>
        <translation>Sprache ab dem nächsten Start: {language}.</translation>
    </message>
</context>
<context>
    <name>Rating</name>
    <message>
        <source>Rating over time</source>
        <translation>Wertung im Verlauf</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) rated, from {first} to {last}. The rating went from {start} to {now} (highest {high} on {high_when}, lowest {low} on {low_when}). The computer levels: {levels}.</source>
        <translation>
            <numerusform>%n gewertetes Spiel, vom {first} bis {last}. Die Wertung ging von {start} auf {now} (höchste {high} am {high_when}, niedrigste {low} am {low_when}). Die Computerstufen: {levels}.</numerusform>
            <numerusform>%n gewertete Spiele, vom {first} bis {last}. Die Wertung ging von {start} auf {now} (höchste {high} am {high_when}, niedrigste {low} am {low_when}). Die Computerstufen: {levels}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>nicht gewonnen</translation>
    </message>
    <message>
        <source>likely range</source>
        <translation>wahrscheinlicher Bereich</translation>
    </message>
    <message>
        <source>Game {number}, {when}: {about}
Rating after it: {rating}</source>
        <translation>Spiel {number}, {when}: {about}
Wertung danach: {rating}</translation>
    </message>
    <message>
        <source>another person</source>
        <translation>einer anderen Person</translation>
    </message>
    <message>
        <source>{result} against {opponents}</source>
        <translation>{result} gegen {opponents}</translation>
    </message>
    <message>
        <source>Against {level} you win about {percent} — an even game.</source>
        <translation>Gegen {level} gewinnst du etwa {percent} – ein ausgeglichenes Spiel.</translation>
    </message>
    <message>
        <source>Against {level} you win about {percent} — the nearest to an even game.</source>
        <translation>Gegen {level} gewinnst du etwa {percent} – das ausgeglichenste Spiel.</translation>
    </message>
    <message>
        <source>Against {level}, {name} wins about {percent} — an even game.</source>
        <translation>Gegen {level} gewinnt {name} etwa {percent} – ein ausgeglichenes Spiel.</translation>
    </message>
    <message>
        <source>Against {level}, {name} wins about {percent} — the nearest to an even game.</source>
        <translation>Gegen {level} gewinnt {name} etwa {percent} – das ausgeglichenste Spiel.</translation>
    </message>
    <message>
        <source>Rating &amp;of:</source>
        <translation>Wertung &amp;von:</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Friends over the network</source>
        <translation>Freunde im Netzwerk</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Freund</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Siegchance</translation>
    </message>
    <message>
        <source>No games with friends over the network yet: they are rated by name here as you play them.</source>
        <translation>Noch keine Spiele mit Freunden im Netzwerk: Sobald ihr spielt, bekommen sie hier unter ihrem Namen eine Wertung.</translation>
    </message>
    <message>
        <source>The computer levels&apos; ratings that came with the game could not be read ({reason}), so no rating can be given. Installing the game again puts them back.</source>
        <translation>Die mitgelieferten Wertungen der Computerstufen konnten nicht gelesen werden ({reason}), daher gibt es keine Wertung. Eine Neuinstallation des Spiels stellt sie wieder her.</translation>
    </message>
    <message numerus="yes">
        <source>Likely between {low} and {high}, after %n rated game(s).</source>
        <translation>
            <numerusform>Wahrscheinlich zwischen {low} und {high}, nach %n gewerteten Spiel.</numerusform>
            <numerusform>Wahrscheinlich zwischen {low} und {high}, nach %n gewerteten Spielen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No rated game yet: every player starts here, likely between {low} and {high}. Each game against the computer or a friend tells more.</source>
        <translation>Noch kein gewertetes Spiel: Alle beginnen hier, wahrscheinlich zwischen {low} und {high}. Jedes Spiel gegen den Computer oder einen Freund sagt mehr.</translation>
    </message>
    <message>
        <source>Chance to win a game of two: {chances}</source>
        <translation>Siegchance im Spiel zu zweit: {chances}</translation>
    </message>
    <message>
        <source>Finish a game against the computer to see your rating here, game after game.</source>
        <translation>Beende ein Spiel gegen den Computer, um hier deine Wertung Spiel für Spiel zu sehen.</translation>
    </message>
    <message>
        <source>Ratings are points on a chess-like scale: 200 points more wins about three games in four. The computer levels&apos; ratings ({levels}) were measured in {games} games between them, each within about {doubt} points either way; your games never move them.</source>
        <translation>Wertungen sind Punkte wie beim Schach: 200 Punkte mehr gewinnen etwa drei von vier Spielen. Die Wertungen der Computerstufen ({levels}) wurden in {games} Spielen untereinander gemessen, jede auf etwa {doubt} Punkte genau; deine Spiele verändern sie nie.</translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message numerus="yes">
        <source>Stock (%n card(s), top first)</source>
        <translation>
            <numerusform>Talon (%n Karte, oberste zuerst)</numerusform>
            <numerusform>Talon (%n Karten, oberste zuerst)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Completed pile (%n card(s), top first)</source>
        <translation>
            <numerusform>Fertige Stapel (%n Karte, oberste zuerst)</numerusform>
            <numerusform>Fertige Stapel (%n Karten, oberste zuerst)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand (%n card(s))</source>
        <translation>
            <numerusform>Hand von {name} (%n Karte)</numerusform>
            <numerusform>Hand von {name} (%n Karten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your payoff pile (%n card(s), top first)</source>
        <translation>
            <numerusform>Ihr Spielerstapel (%n Karte, oberste zuerst)</numerusform>
            <numerusform>Ihr Spielerstapel (%n Karten, oberste zuerst)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s payoff pile (%n card(s), top first)</source>
        <translation>
            <numerusform>Spielerstapel von {name} (%n Karte, oberste zuerst)</numerusform>
            <numerusform>Spielerstapel von {name} (%n Karten, oberste zuerst)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock (%n card(s), first drawn first)</source>
        <translation>
            <numerusform>Talon (%n Karte, in Ziehreihenfolge)</numerusform>
            <numerusform>Talon (%n Karten, in Ziehreihenfolge)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s first hand</source>
        <translation>Erste Hand von {name}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Check the cards</source>
        <translation>Karten prüfen</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Das Spiel läuft weiter.</translation>
    </message>
    <message>
        <source>These are all the cards that stayed hidden, so you can check that nobody saw more than they should. Deal #{deal} deals the same cards again.</source>
        <translation>Das sind alle Karten, die verdeckt blieben: So können Sie prüfen, dass niemand mehr gesehen hat, als er durfte. Spiel Nr. {deal} teilt dieselben Karten noch einmal aus.</translation>
    </message>
    <message>
        <source>When the game ended</source>
        <translation>Bei Spielende</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Wie ausgeteilt</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Each chance to win is estimated from what you could see at that moment, never from a card you could not see: those cards are dealt at random a few hundred times, the turn is played on each deal, the next round of turns is played out quickly, and the race of the payoff piles left decides. Your turn and the Expert&apos;s are judged on the same deals. A turn&apos;s class follows from the chance it gave away against the Expert&apos;s: best (the Expert&apos;s own moves, or at most half a point), good (less than 3 points), inaccuracy (less than 8), mistake (less than 20), blunder (20 points or more). The accuracy is the average over your turns of a score from 100 (as good as the Expert) down to 0.</source>
        <translation>Jede Gewinnchance wird aus dem geschätzt, was Sie in diesem Moment sehen konnten, nie aus einer Karte, die Sie nicht sehen konnten: Diese Karten werden einige hundert Mal zufällig verteilt, auf jeder Verteilung wird der Zug gespielt, die nächste Runde schnell ausgespielt, und das Rennen der verbleibenden Spielerstapel entscheidet. Ihr Zug und der von Profi werden auf denselben Verteilungen beurteilt. Die Einstufung eines Zuges ergibt sich aus der Chance, die er gegenüber dem Zug von Profi hergegeben hat: bester Zug (die Züge von Profi selbst oder höchstens ein halber Punkt), gut (weniger als 3 Punkte), Ungenauigkeit (weniger als 8), Fehler (weniger als 20), grober Fehler (20 Punkte oder mehr). Die Genauigkeit ist der Durchschnitt über Ihre Züge aus einer Wertung von 100 (so gut wie Profi) bis 0.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>The other players&apos; cards are shown once the game is over.</source>
        <translation>Die Karten der anderen Spieler werden gezeigt, sobald die Partie vorbei ist.</translation>
    </message>
    <message>
        <source>Deal #{deal} · {who} against {others}</source>
        <translation>Spiel Nr. {deal} · {who} gegen {others}</translation>
    </message>
    <message>
        <source>Game review, {subtitle}. The Left and Right arrow keys step a turn back and forward, Home and End go to the first and the last turn, C reads the chart.</source>
        <translation>Spielauswertung, {subtitle}. Die Pfeiltasten Links und Rechts gehen einen Zug zurück und vor, Pos1 und Ende zum ersten und zum letzten Zug, C liest das Diagramm.</translation>
    </message>
    <message>
        <source>Review ready. Accuracy {score}.</source>
        <translation>Auswertung fertig. Genauigkeit {score}.</translation>
    </message>
    <message>
        <source>The game could not be reviewed ({why}).</source>
        <translation>Die Partie konnte nicht ausgewertet werden ({why}).</translation>
    </message>
    <message>
        <source>Review cancelled. You can still step through the game.</source>
        <translation>Auswertung abgebrochen. Sie können die Partie trotzdem Zug für Zug ansehen.</translation>
    </message>
    <message>
        <source>How the Chances Are Estimated</source>
        <translation>Wie die Chancen geschätzt werden</translation>
    </message>
    <message>
        <source>More in the &amp;Help…</source>
        <translation>Mehr in der &amp;Hilfe …</translation>
    </message>
    <message>
        <source>Every card shown.</source>
        <translation>Alle Karten aufgedeckt.</translation>
    </message>
    <message>
        <source>Only the cards you could see.</source>
        <translation>Nur die Karten, die Sie sehen konnten.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>Turn {turn} of {last}</source>
        <translation>Zug {turn} von {last}</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>The game was left here.</source>
        <translation>Hier wurde die Partie verlassen.</translation>
    </message>
    <message>
        <source>Turn {turn}, {whose}</source>
        <translation>Zug {turn}, {whose}</translation>
    </message>
    <message>
        <source>Chance to win: {before} before the turn, {after} after it ({best} after Expert&apos;s play).</source>
        <translation>Gewinnchance: {before} vor dem Zug, {after} danach ({best} nach dem Zug des Experten).</translation>
    </message>
    <message>
        <source>Chance to win through the game</source>
        <translation>Gewinnchance im Lauf der Partie</translation>
    </message>
    <message>
        <source>The chances are being worked out.</source>
        <translation>Die Chancen werden berechnet.</translation>
    </message>
    <message>
        <source>Turn {turn}: chance to win {chance}.</source>
        <translation>Zug {turn}: Gewinnchance {chance}.</translation>
    </message>
    <message>
        <source>Your play: {grade}.</source>
        <translation>Ihr Spiel: {grade}.</translation>
    </message>
    <message>
        <source>Lowest {low}, highest {high}.</source>
        <translation>Niedrigste {low}, höchste {high}.</translation>
    </message>
    <message>
        <source>Blunders: {blunders}. Mistakes: {mistakes}.</source>
        <translation>Grobe Fehler: {blunders}. Fehler: {mistakes}.</translation>
    </message>
    <message>
        <source>Working out the chances…</source>
        <translation>Chancen werden berechnet …</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Spielauswertung</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>Erster Zug</translation>
    </message>
    <message>
        <source>Back one turn</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Forward one turn</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <source>Show &amp;all cards</source>
        <translation>Alle &amp;Karten zeigen</translation>
    </message>
    <message>
        <source>Reviewing the game</source>
        <translation>Die Partie wird ausgewertet</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Dieser Zug</translation>
    </message>
    <message>
        <source>Costliest turns</source>
        <translation>Teuerste Züge</translation>
    </message>
    <message>
        <source>Your turns</source>
        <translation>Ihre Züge</translation>
    </message>
    <message>
        <source>How are the chances estimated?</source>
        <translation>Wie werden die Chancen geschätzt?</translation>
    </message>
    <message>
        <source>C&amp;lose Review</source>
        <translation>Auswertung &amp;schließen</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Auswertung läuft … %p %</translation>
    </message>
    <message>
        <source>Accuracy {score} out of 100</source>
        <translation>Genauigkeit {score} von 100</translation>
    </message>
    <message>
        <source>Turn {turn}  {grade}  {before} → {after}</source>
        <translation>Zug {turn}  {grade}  {before} → {after}</translation>
    </message>
    <message>
        <source>Turn {turn}: {grade}. Chance {before} before, {after} after.</source>
        <translation>Zug {turn}: {grade}. Chance {before} vorher, {after} nachher.</translation>
    </message>
    <message>
        <source>Turn {turn} · {grade} · −{loss}</source>
        <translation>Zug {turn} · {grade} · −{loss}</translation>
    </message>
    <message>
        <source>Turn {turn}, {grade}, cost {loss}: {words}</source>
        <translation>Zug {turn}, {grade}, kostete {loss}: {words}</translation>
    </message>
    <message>
        <source>No costly turns: well played.</source>
        <translation>Keine teuren Züge: gut gespielt.</translation>
    </message>
    <message>
        <source>Turn {turn}, {grade}, cost {loss}.</source>
        <translation>Zug {turn}, {grade}, kostete {loss}.</translation>
    </message>
    <message numerus="yes">
        <source>%n turns of yours.</source>
        <translation>
            <numerusform>%n Zug von Ihnen.</numerusform>
            <numerusform>%n Züge von Ihnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Auswertung</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>New Game with Deal Number</source>
        <translation>Neues Spiel mit Spielnummer</translation>
    </message>
    <message>
        <source>Deal number (0 to {most}). The same number deals the same cards,
so you can replay a deal or share it.</source>
        <translation>Spielnummer (0 bis {most}). Dieselbe Nummer teilt dieselben Karten aus,
Sie können ein Spiel also wiederholen oder weitergeben.</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>The game is silent: no audio device could be opened.</source>
        <translation>Das Spiel ist stumm: Kein Audiogerät ließ sich öffnen.</translation>
    </message>
    <message>
        <source>The game is silent: its sound player (miniaudio) can&apos;t be loaded.</source>
        <translation>Das Spiel ist stumm: Sein Tonabspieler (miniaudio) lässt sich nicht laden.</translation>
    </message>
    <message>
        <source>The game is silent: the audio device stopped working.</source>
        <translation>Das Spiel ist stumm: Das Audiogerät funktioniert nicht mehr.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel Nr.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bestes Ergebnis</translation>
    </message>
    <message>
        <source>Payoff cards left (average)</source>
        <translation>Karten im Spielerstapel übrig (Schnitt)</translation>
    </message>
    <message numerus="yes">
        <source>{lost} (%n abandoned)</source>
        <translation>
            <numerusform>{lost} (%n abgebrochen)</numerusform>
            <numerusform>{lost} (%n abgebrochen)</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded game(s) could not be read and are left out. Reset statistics… removes them with the rest.</source>
        <translation>
            <numerusform>%n gespeichertes Spiel konnte nicht gelesen werden und fehlt hier. „Statistik zurücksetzen…“ entfernt es mit dem Rest.</numerusform>
            <numerusform>%n gespeicherte Spiele konnten nicht gelesen werden und fehlen hier. „Statistik zurücksetzen…“ entfernt sie mit dem Rest.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} (friend)</source>
        <translation>{name} (Freund)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Gemischte Stufen</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>The computers only</source>
        <translation>Nur gegen Computer</translation>
    </message>
    <message>
        <source>Other people too</source>
        <translation>Auch mit anderen Personen</translation>
    </message>
    <message>
        <source>Friends over the network</source>
        <translation>Freunde über das Netzwerk</translation>
    </message>
    <message>
        <source>Any friend</source>
        <translation>Jeder Freund</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Played &amp;with:</source>
        <translation>Gespielt &amp;mit:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>Computer-&amp;Stufe:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>Games, the latest first</source>
        <translation>Spiele, die neuesten zuerst</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Statistik zurücksetzen…</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Partie a&amp;uswerten</translation>
    </message>
    <message>
        <source>Step through the chosen game and see how each of your turns compares with the Expert&apos;s (also a double-click or Enter on the game)</source>
        <translation>Die gewählte Partie Zug für Zug durchgehen und sehen, wie jeder Ihrer Züge im Vergleich zum Experten abschneidet (auch mit Doppelklick oder Eingabetaste auf der Partie)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Reading the games you have played: {count} so far…</source>
        <translation>Ihre gespielten Spiele werden gelesen: bisher {count}…</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every finished game and start your statistics afresh?
This cannot be undone.</source>
        <translation>Alle beendeten Spiele vergessen und die Statistik neu beginnen?
Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>How many games are read from the statistics at a time. A game is called even when the chance to win is within this of a half.</extracomment>
        <translation>Sie</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The window opens with its usual layout.</source>
        <translation>Das Fenster öffnet sich in seiner üblichen Anordnung.</translation>
    </message>
    <message>
        <source>Your results of Today&apos;s Deal</source>
        <translation>Ihre Ergebnisse beim Spiel des Tages</translation>
    </message>
    <message>
        <source>a fresh record of your days was started</source>
        <extracomment>The time now, in the player&apos;s own zone: every date of Today&apos;s Deal comes from one (tests pass a fixed one).</extracomment>
        <translation>eine neue Aufzeichnung Ihrer Tage wurde begonnen</translation>
    </message>
    <message>
        <source>this version neither shows nor records Today&apos;s Deal until the newer version is used again (or until that file is moved elsewhere)</source>
        <translation>diese Version zeigt und speichert das Spiel des Tages nicht, bis die neuere Version wieder benutzt wird (oder bis die Datei woandershin verschoben wird)</translation>
    </message>
    <message>
        <source>{what} could not be saved ({why}).</source>
        <translation>Nicht gespeichert: {what} ({why}).</translation>
    </message>
    <message>
        <source>it was made by a newer version of the game</source>
        <extracomment>Documents nested deeper than this are refused (ours are a handful deep).</extracomment>
        <translation>sie stammt von einer neueren Version des Spiels</translation>
    </message>
    <message>
        <source>The file</source>
        <extracomment>What a file is called where nothing better is known, and what the game does without it.</extracomment>
        <translation>Die Datei</translation>
    </message>
    <message>
        <source>the game goes on without it</source>
        <translation>das Spiel geht ohne sie weiter</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>die Datei ist zu groß</translation>
    </message>
    <message>
        <source>Nothing was saved over &apos;{path}&apos;: it was made by a newer version of the game and is left as it is.</source>
        <translation>„{path}“ wurde nicht überschrieben: Die Datei stammt von einer neueren Version des Spiels und bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). It could not be moved aside ({error}), so it was left at &apos;{path}&apos; and {goes_on}.</source>
        <translation>Nicht lesbar: {what} ({why}). Die Datei ließ sich nicht beiseitelegen ({error}), blieb deshalb unter „{path}“, und {goes_on}.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). It was moved to &apos;{moved}&apos; and {goes_on}.</source>
        <translation>Nicht lesbar: {what} ({why}). Die Datei wurde nach „{moved}“ verschoben, und {goes_on}.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). The file was left as it is at &apos;{path}&apos; and {goes_on}.</source>
        <translation>Nicht lesbar: {what} ({why}). Die Datei bleibt, wie sie ist, unter „{path}“, und {goes_on}.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). The file was left as it is.</source>
        <translation>Nicht lesbar: {what} ({why}). Die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>the previous copy was used instead</source>
        <translation>stattdessen wurde die vorige Kopie verwendet</translation>
    </message>
    <message>
        <source>{what} could not be read (&apos;{path}&apos; is not a regular file).</source>
        <translation>Nicht lesbar: {what} („{path}“ ist keine gewöhnliche Datei).</translation>
    </message>
    <message>
        <source>the file is damaged: {detail}</source>
        <translation>die Datei ist beschädigt: {detail}</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}).</source>
        <translation>Nicht lesbar: {what} ({why}).</translation>
    </message>
    <message>
        <source>the file is damaged: it holds text that is not valid</source>
        <translation>die Datei ist beschädigt: Sie enthält ungültigen Text</translation>
    </message>
    <message>
        <source>it is not a file of the right kind</source>
        <translation>es ist keine Datei der richtigen Art</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>Das laufende Spiel</translation>
    </message>
    <message>
        <source>Your saved game</source>
        <translation>Ihr gespeichertes Spiel</translation>
    </message>
    <message>
        <source>this version will not save over it, so the newer version can still resume it. This version deals a new game, which is not autosaved</source>
        <translation>diese Version speichert nicht darüber, damit die neuere Version es noch fortsetzen kann. Diese Version teilt ein neues Spiel aus, das nicht automatisch gespeichert wird</translation>
    </message>
    <message>
        <source>The table with your friends</source>
        <translation>Der Tisch mit Ihren Freunden</translation>
    </message>
    <message>
        <source>The table you hosted for your friends</source>
        <translation>Der Tisch, den Sie für Ihre Freunde eröffnet haben</translation>
    </message>
    <message>
        <source>this version leaves it for the newer one</source>
        <translation>diese Version überlässt sie der neueren</translation>
    </message>
    <message>
        <source>Your seat at your friend&apos;s table</source>
        <translation>Ihr Platz am Tisch Ihres Freundes</translation>
    </message>
    <message>
        <source>Your seat at a friend&apos;s table</source>
        <translation>Ihr Platz am Tisch eines Freundes</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>The saved game</source>
        <translation>Das gespeicherte Spiel</translation>
    </message>
    <message>
        <source>The saved game could not be found at &apos;{path}&apos;.</source>
        <translation>Das gespeicherte Spiel wurde unter „{path}“ nicht gefunden.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; was saved by a newer version of Spite and Malice; open it with that version.</source>
        <translation>„{name}“ wurde mit einer neueren Version von Spite and Malice gespeichert; öffnen Sie es mit dieser Version.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a saved Spite and Malice game, or it is damaged.</source>
        <translation>„{name}“ ist kein gespeichertes Spite-and-Malice-Spiel oder ist beschädigt.</translation>
    </message>
    <message>
        <source>The saved game &apos;{name}&apos; could not be opened ({why}).</source>
        <translation>Das gespeicherte Spiel „{name}“ ließ sich nicht öffnen ({why}).</translation>
    </message>
    <message>
        <source>The finished game could not be kept for review ({why}).</source>
        <translation>Die beendete Partie konnte nicht zum Auswerten aufbewahrt werden ({why}).</translation>
    </message>
    <message>
        <source>This game&apos;s moves were not kept, so it can&apos;t be reviewed (the moves of your most recent games are kept, from this version of Spite and Malice on).</source>
        <translation>Die Züge dieser Partie wurden nicht aufbewahrt, daher lässt sie sich nicht auswerten (aufbewahrt werden die Züge Ihrer letzten Partien, ab dieser Version von Spite and Malice).</translation>
    </message>
    <message>
        <source>This game was kept by a newer version of Spite and Malice; review it with that version.</source>
        <translation>Diese Partie wurde von einer neueren Version von Spite and Malice aufbewahrt; werten Sie sie mit jener Version aus.</translation>
    </message>
    <message>
        <source>The kept moves of this game are damaged, so it can&apos;t be reviewed.</source>
        <translation>Die aufbewahrten Züge dieser Partie sind beschädigt, daher lässt sie sich nicht auswerten.</translation>
    </message>
    <message>
        <source>This game can&apos;t be reviewed ({why}).</source>
        <translation>Diese Partie lässt sich nicht auswerten ({why}).</translation>
    </message>
    <message>
        <source>{why} The file was left as it is.</source>
        <translation>{why} Die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>rules</source>
        <extracomment>The languages the game speaks (&quot;&quot; follows the system&apos;s language). The longest name or text value kept in the rules (preset names are a few words).</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>deck count</source>
        <translation>Zahl der Kartenspiele</translation>
    </message>
    <message>
        <source>number of players</source>
        <translation>Zahl der Spieler</translation>
    </message>
    <message>
        <source>computer levels</source>
        <translation>Spielstärke der Computer</translation>
    </message>
    <message>
        <source>who sits where</source>
        <translation>Sitzordnung</translation>
    </message>
    <message>
        <source>players&apos; names</source>
        <translation>Namen der Spieler</translation>
    </message>
    <message>
        <source>match length</source>
        <translation>Länge der Partie</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>Kartenrücken</translation>
    </message>
    <message>
        <source>kings shown as jokers</source>
        <translation>Könige als Joker gezeigt</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>highlight targets</source>
        <translation>Ziele hervorheben</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <source>zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>card faces</source>
        <translation>Kartenbild</translation>
    </message>
    <message>
        <source>four-colour suits</source>
        <translation>vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>table theme</source>
        <translation>Tischdesign</translation>
    </message>
    <message>
        <source>the desktop&apos;s reduce-motion setting</source>
        <translation>die Einstellung „Bewegung reduzieren“ des Desktops</translation>
    </message>
    <message>
        <source>your name at tables with friends</source>
        <translation>Ihr Name an Tischen mit Freunden</translation>
    </message>
    <message>
        <source>mailbox server</source>
        <translation>Mailbox-Server</translation>
    </message>
    <message>
        <source>transit relay</source>
        <translation>Transit-Relais</translation>
    </message>
    <message>
        <source>relay only</source>
        <translation>nur über Relais</translation>
    </message>
    <message>
        <source>the folder of your saved games</source>
        <translation>der Ordner Ihrer gespeicherten Spiele</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>Klang</translation>
    </message>
    <message>
        <source>sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>the &quot;your turn&quot; chime</source>
        <translation>der Ton „Sie sind dran“</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>the lesson offered at the first start</source>
        <translation>das Angebot einer Lektion beim ersten Start</translation>
    </message>
    <message>
        <source>Your settings</source>
        <translation>Ihre Einstellungen</translation>
    </message>
    <message>
        <source>the game goes on with the default settings</source>
        <translation>das Spiel geht mit den Voreinstellungen weiter</translation>
    </message>
    <message>
        <source>this version plays with its default settings and does not save over it; the newer version of the game still has them</source>
        <translation>diese Version spielt mit ihren Voreinstellungen und speichert nicht darüber; die neuere Version des Spiels hat sie weiterhin</translation>
    </message>
    <message>
        <source>Some of your settings could not be understood and are back to their defaults: {names}. {then}</source>
        <translation>Einige Ihrer Einstellungen waren unverständlich und stehen wieder auf ihren Voreinstellungen: {names}. {then}</translation>
    </message>
    <message>
        <source>The file could not be moved aside ({why}) and was left as it was.</source>
        <translation>Die Datei ließ sich nicht beiseitelegen ({why}) und blieb, wie sie war.</translation>
    </message>
    <message>
        <source>The original file was moved to &apos;{path}&apos;.</source>
        <translation>Die ursprüngliche Datei wurde nach „{path}“ verschoben.</translation>
    </message>
    <message>
        <source>Your settings could not be saved ({why}).</source>
        <translation>Ihre Einstellungen ließen sich nicht speichern ({why}).</translation>
    </message>
    <message>
        <source>permission denied</source>
        <extracomment>The longest name (rules, level, reason) a record holds. How many games :meth:`StatsStore.read_ahead` reads at a time: a few milliseconds&apos; work. When a game ended, as the game writes it: &quot;2026-11-21T23:59:59+00:00&quot; (the zone may be &quot;Z&quot; or left out). :func:`_sound_row` says the same in SQL.</extracomment>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>the file is locked by another program</source>
        <translation>die Datei ist von einem anderen Programm gesperrt</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>die Datei oder ihr Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>der Datenträger ließ sich nicht lesen oder beschreiben</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <extracomment>The longest message a box shows; a path or two and a sentence fit easily. The longest piece of a file&apos;s own text quoted in a message. What the player reads for the system errors a full or locked-down disk gives.</extracomment>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>die Datei ließ sich nicht öffnen</translation>
    </message>
    <message>
        <source>Your statistics could not be updated ({why}).</source>
        <extracomment>What went wrong with the statistics, whole sentences (&quot;{why}&quot;: the reason).</extracomment>
        <translation>Ihre Statistik ließ sich nicht aktualisieren ({why}).</translation>
    </message>
    <message>
        <source>Your statistics could not be reset ({why}).</source>
        <translation>Ihre Statistik ließ sich nicht zurücksetzen ({why}).</translation>
    </message>
    <message>
        <source>Your statistics could not be read ({why}).</source>
        <translation>Ihre Statistik ließ sich nicht lesen ({why}).</translation>
    </message>
    <message>
        <source>Your statistics could not be opened ({why}).</source>
        <translation>Ihre Statistik ließ sich nicht öffnen ({why}).</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Ihre Statistik</translation>
    </message>
    <message>
        <source>a fresh record of your games was started</source>
        <translation>eine neue Aufzeichnung Ihrer Spiele wurde begonnen</translation>
    </message>
    <message>
        <source>this version neither shows nor records games until the newer version is used again (or until that file is moved elsewhere, to start new statistics with this version)</source>
        <translation>diese Version zeigt und speichert keine Spiele, bis die neuere Version wieder benutzt wird (oder bis die Datei woandershin verschoben wird, um mit dieser Version eine neue Statistik zu beginnen)</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>das Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the file is too large for the disk</source>
        <translation>die Datei ist zu groß für den Datenträger</translation>
    </message>
    <message>
        <source>the window opens with its usual layout</source>
        <translation>das Fenster öffnet sich in seiner üblichen Anordnung</translation>
    </message>
    <message>
        <source>The saved window layout</source>
        <translation>Die gespeicherte Fensteranordnung</translation>
    </message>
    <message>
        <source>process {pid}</source>
        <translation>Prozess {pid}</translation>
    </message>
    <message>
        <source>on the computer {host}</source>
        <translation>auf dem Computer {host}</translation>
    </message>
    <message>
        <source>started at {time}</source>
        <translation>gestartet um {time}</translation>
    </message>
    <message>
        <source>started on {date} at {time}</source>
        <translation>gestartet am {date} um {time}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Dealing…</source>
        <translation>Es wird ausgeteilt…</translation>
    </message>
</context>
<context>
    <name>TableTalk</name>
    <message>
        <source> (you)</source>
        <translation> (Sie)</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Entfernen…</translation>
    </message>
    <message>
        <source>Remove {name} from the table: a computer plays the seat, and their program can&apos;t sit here again.</source>
        <translation>{name} vom Tisch entfernen: Ein Computer spielt den Platz, und das Programm kann sich hier nicht wieder hinsetzen.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>{name} entfernen</translation>
    </message>
    <message>
        <source>Invite code for {name}</source>
        <translation>Einladungscode für {name}</translation>
    </message>
    <message>
        <source>Read this code out to a friend, or send it: they type it into Join a Table.</source>
        <translation>Lesen Sie diesen Code einem Freund vor oder schicken Sie ihn: Er gibt ihn unter „An einen Tisch setzen“ ein.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy {code}</source>
        <translation>{code} kopieren</translation>
    </message>
    <message>
        <source>Table Talk</source>
        <translation>Tischgespräch</translation>
    </message>
    <message>
        <source>Invite code {code} copied.</source>
        <translation>Einladungscode {code} kopiert.</translation>
    </message>
    <message>
        <source>Say “{words}”</source>
        <translation>„{words}“ sagen</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Etwas sagen…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>&amp;Deal Now</source>
        <translation>Jetzt &amp;austeilen</translation>
    </message>
    <message>
        <source>Start without waiting: a computer plays each empty seat until a friend takes it.</source>
        <translation>Ohne Warten beginnen: Ein Computer spielt jeden freien Platz, bis ein Freund ihn übernimmt.</translation>
    </message>
    <message>
        <source>Leave the Table</source>
        <translation>Tisch verlassen</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Leave the table with your friends first to watch the computers.</source>
        <translation>Verlassen Sie zuerst den Tisch mit Ihren Freunden, um den Computern zuzusehen.</translation>
    </message>
    <message>
        <source>Paused: {step_move} plays one move, {step_turn} one turn, {resume} goes on.</source>
        <translation>Angehalten: {step_move} spielt einen Zug, {step_turn} eine Runde, {resume} spielt weiter.</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <extracomment>The commands of one&apos;s own game that mean nothing while the computers are watched.</extracomment>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>Watching · {rules}</source>
        <translation>Zuschauen · {rules}</translation>
    </message>
    <message>
        <source>{deal_again} deals again, {stop} stops watching.</source>
        <translation>{deal_again} gibt neu, {stop} beendet das Zusehen.</translation>
    </message>
    <message>
        <source>Watch the Computers</source>
        <translation>Den Computern zusehen</translation>
    </message>
    <message>
        <source>Computer players play a game against one another while you watch. Each of them sees only its own cards. Nothing of it counts in your statistics, and the game you are playing waits until you stop watching.</source>
        <translation>Computerspieler spielen gegeneinander, während Sie zusehen. Jeder von ihnen sieht nur seine eigenen Karten. Nichts davon zählt in Ihrer Statistik, und Ihr laufendes Spiel wartet, bis Sie mit dem Zusehen aufhören.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>A new deal</source>
        <translation>Ein neues Spiel</translation>
    </message>
    <message>
        <source>A deal number watches the computers play that deal (the same number always deals the same cards), such as one you have just played.</source>
        <translation>Mit einer Spielnummer spielen die Computer genau dieses Spiel (dieselbe Nummer gibt immer dieselben Karten), etwa eines, das Sie gerade gespielt haben.</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>Spiel&amp;nummer:</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Zusehen</translation>
    </message>
    <message>
        <source>{place}:</source>
        <translation>{place}:</translation>
    </message>
    <message>
        <source>{place}&apos;s level</source>
        <translation>Stufe von {place}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>Step: One &amp;Move</source>
        <translation>Schritt: ein &amp;Zug</translation>
    </message>
    <message>
        <source>Step: One &amp;Turn</source>
        <translation>Schritt: eine &amp;Runde</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Sp&amp;eed:</source>
        <translation>T&amp;empo:</translation>
    </message>
    <message>
        <source>The table shows the view of</source>
        <translation>Der Tisch zeigt die Sicht von</translation>
    </message>
    <message>
        <source>Table &amp;from:</source>
        <translation>Tisch aus Sicht &amp;von:</translation>
    </message>
    <message>
        <source>&amp;Hands Face Up</source>
        <translation>Aufgedeckte &amp;Hände</translation>
    </message>
    <message>
        <source>Which hands the table shows face up, besides the one at the bottom</source>
        <translation>Welche Hände der Tisch außer der unteren aufgedeckt zeigt</translation>
    </message>
    <message>
        <source>&amp;Deal Again</source>
        <translation>&amp;Neu geben</translation>
    </message>
    <message>
        <source>&amp;Stop Watching</source>
        <translation>Zusehen &amp;beenden</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Deal #{number}</source>
        <translation>Spiel Nr. {number}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Game Log</source>
        <translation>Spielprotokoll</translation>
    </message>
</context>
</TS>
