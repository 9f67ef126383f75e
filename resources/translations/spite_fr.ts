<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Names</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Traditionnel</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>Jokers to King</source>
        <translation>Jokers jusqu’au Roi</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Partie simple</translation>
    </message>
    <message>
        <source>First to 25 points</source>
        <translation>Le premier à 25 points</translation>
    </message>
    <message>
        <source>First to 50 points</source>
        <translation>Le premier à 50 points</translation>
    </message>
    <message>
        <source>First to 100 points</source>
        <translation>Le premier à 100 points</translation>
    </message>
    <message>
        <source>At the end of the turn</source>
        <translation>À la fin du tour</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Quand la pioche est vide</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Rois</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Immédiate</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5 cartes</translation>
    </message>
    <message>
        <source>6 cards (Misery)</source>
        <translation>6 cartes (Misery)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Midnight</source>
        <translation>Minuit</translation>
    </message>
    <message>
        <source>Tartan</source>
        <translation>Tartan</translation>
    </message>
    <message>
        <source>Waves</source>
        <translation>Vagues</translation>
    </message>
    <message>
        <source>Plum</source>
        <translation>Prune</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Gros caractères</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Tapis bleu</translation>
    </message>
    <message>
        <source>Burgundy felt</source>
        <translation>Tapis bordeaux</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>The felts leave the dialogs in your desktop&apos;s colours. Dark: a dim cloth, the whole window dark. High contrast: a black table and window with white outlines and yellow highlights.</source>
        <translation>Avec les tapis, les boîtes de dialogue gardent les couleurs de votre bureau. Sombre : un tapis tamisé et toute la fenêtre sombre. Contraste élevé : table et fenêtre noires, contours blancs et surlignages jaunes.</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>&amp;Jouer les sons</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume :</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>&amp;Try</source>
        <translation>&amp;Essayer</translation>
    </message>
    <message>
        <source>Play the &quot;your turn&quot; chime at this volume.</source>
        <translation>Jouer le carillon « À vous » à ce volume.</translation>
    </message>
    <message>
        <source>&quot;&amp;Your turn&quot; chime</source>
        <translation>Carillon « À &amp;vous »</translation>
    </message>
    <message>
        <source>The chime rings when the turn comes back to you from a friend or from another person at this computer, and whenever the game is in the background.</source>
        <translation>Le carillon sonne quand la main vous revient après un ami ou une autre personne à cet ordinateur, et chaque fois que le jeu est en arrière-plan.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Friends</source>
        <translation>Amis</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Variante :</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> cartes</translation>
    </message>
    <message>
        <source>One deck per player (at least the preset&apos;s) unless you choose another number.</source>
        <translation>Un jeu de cartes par joueur (au moins celui de la variante), sauf si vous choisissez un autre nombre.</translation>
    </message>
    <message>
        <source>Wild card may start a stack</source>
        <translation>Un joker peut commencer une pile</translation>
    </message>
    <message>
        <source>Deal side stacks at start</source>
        <translation>Distribuer les défausses au départ</translation>
    </message>
    <message>
        <source>Aces must be played</source>
        <translation>Les As doivent être joués</translation>
    </message>
    <message>
        <source>No discarding Aces</source>
        <translation>Pas d’As en défausse</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Pa&amp;yoff pile size:</source>
        <translation>Taille de la pile &amp;personnelle :</translation>
    </message>
    <message>
        <source>&amp;Centre stacks:</source>
        <translation>Piles &amp;centrales :</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>&amp;Jeux de cartes :</translation>
    </message>
    <message>
        <source>&amp;Hand size:</source>
        <translation>Cartes en &amp;main :</translation>
    </message>
    <message>
        <source>&amp;Wild cards:</source>
        <translation>J&amp;okers :</translation>
    </message>
    <message>
        <source>Reshu&amp;ffle completed cards:</source>
        <translation>Re&amp;battre les piles terminées :</translation>
    </message>
    <message>
        <source>Rule changes apply from the next game.</source>
        <translation>Les nouvelles règles s’appliquent à la prochaine partie.</translation>
    </message>
    <message>
        <source>Number of p&amp;layers:</source>
        <translation>Nombre de &amp;joueurs :</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Match :</translation>
    </message>
    <message>
        <source>Seats, in turn order</source>
        <translation>Places, dans l’ordre du jeu</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Place {number} :</translation>
    </message>
    <message>
        <source>You, at this computer</source>
        <translation>Vous, à cet ordinateur</translation>
    </message>
    <message>
        <source>People take turns at this computer: a cover hides the hands between their turns. Alone with the computers you are &quot;You&quot;; names are for games with other people.</source>
        <translation>Plusieurs personnes jouent à tour de rôle à cet ordinateur : un cache masque les mains entre leurs tours. Seul contre l’ordinateur, vous êtes « Vous » ; les noms servent aux parties avec d’autres personnes.</translation>
    </message>
    <message>
        <source>Card back: {name}</source>
        <translation>Dos des cartes : {name}</translation>
    </message>
    <message>
        <source>Draw wild Kings as jokers</source>
        <translation>Dessiner les Rois jokers comme des jokers</translation>
    </message>
    <message>
        <source>Highlight where a card may go</source>
        <translation>Montrer où une carte peut aller</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Felt green</source>
        <translation>Vert tapis</translation>
    </message>
    <message>
        <source>Large print: big ranks and suits in the corners and one plain suit in the middle, read at a glance.</source>
        <translation>Gros caractères : grandes valeurs et couleurs dans les coins et une seule couleur au milieu, lisibles d’un coup d’œil.</translation>
    </message>
    <message>
        <source>Four-colour suits (clubs green, diamonds blue)</source>
        <translation>Quatre couleurs (trèfles verts, carreaux bleus)</translation>
    </message>
    <message>
        <source>Still the cards when the desktop asks for reduced motion</source>
        <translation>Immobiliser les cartes quand le bureau demande moins d’animations</translation>
    </message>
    <message>
        <source>While your desktop&apos;s &quot;reduce motion&quot; setting is on, the cards move at once, as at the Instant speed.</source>
        <translation>Tant que le réglage « réduire les animations » de votre bureau est actif, les cartes se placent aussitôt, comme à la vitesse Immédiate.</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>&amp;Couleur du tapis :</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table :</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Dos des cartes :</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>&amp;Faces des cartes :</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Vitesse d’&amp;animation :</translation>
    </message>
    <message>
        <source>How the game&apos;s words reach your screen reader. Automatic: through the focused pile or card on Linux (every Orca reads it), the screen reader&apos;s announcements on Windows and macOS.</source>
        <translation>Comment les textes du jeu parviennent à votre lecteur d’écran. Automatique : par la pile ou la carte qui a le focus sous Linux (toutes les versions d’Orca la lisent), par les annonces du lecteur d’écran sous Windows et macOS.</translation>
    </message>
    <message>
        <source>Short: the ranks on each centre stack</source>
        <translation>Court : les valeurs sur chaque pile centrale</translation>
    </message>
    <message>
        <source>Full: every card and where it came from</source>
        <translation>Complet : chaque carte et d’où elle vient</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Applies from the next start.</source>
        <translation>S’applique au prochain démarrage.</translation>
    </message>
    <message>
        <source>(from the next start)</source>
        <translation>(au prochain démarrage)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>S&amp;peech:</source>
        <translation>Pa&amp;role :</translation>
    </message>
    <message>
        <source>Other players&apos; t&amp;urns:</source>
        <translation>T&amp;ours des autres :</translation>
    </message>
    <message>
        <source>Jokers may always start a stack.</source>
        <translation>Les jokers peuvent toujours commencer une pile.</translation>
    </message>
    <message>
        <source>A wild card may stand for an Ace on an empty centre stack.</source>
        <translation>Un joker peut tenir lieu d’As sur une pile centrale vide.</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Couleur du tapis</translation>
    </message>
    <message>
        <source>Table colour {colour}</source>
        <translation>Couleur du tapis {colour}</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Screen reader announcements (NVDA, Narrator, VoiceOver, Orca 46 and later)</source>
        <translation>Annonces du lecteur d’écran (NVDA, Narrateur, VoiceOver, Orca 46 et suivants)</translation>
    </message>
    <message>
        <source>The focused pile or card (Orca 42 to 45, and later)</source>
        <translation>La pile ou la carte qui a le focus (Orca 42 à 45, et suivants)</translation>
    </message>
    <message>
        <source>Speech Dispatcher: the game speaks by itself (Linux)</source>
        <translation>Speech Dispatcher : le jeu parle lui-même (Linux)</translation>
    </message>
</context>
</TS>
