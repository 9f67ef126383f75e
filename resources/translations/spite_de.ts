<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
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
        <translation>Wenn der Nachziehstapel leer ist</translation>
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
        <source>How the game&apos;s words reach your screen reader. Automatic: through the focused pile or card on Linux (every Orca reads it), the screen reader&apos;s announcements on Windows and macOS.</source>
        <translation>Wie die Texte des Spiels Ihren Bildschirmleser erreichen. Automatisch: unter Linux über den Stapel oder die Karte mit dem Fokus (jede Orca-Version liest ihn), unter Windows und macOS über die Ansagen des Bildschirmlesers.</translation>
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
</context>
</TS>
