<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>The competitive patience card game for two to four players: be the first to empty your payoff pile by building the centre stacks from Ace to Queen.</source>
        <translation>La patience à plusieurs, pour deux à quatre joueurs : soyez le premier à vider votre pile personnelle en montant les piles centrales de l’As à la Dame.</translation>
    </message>
    <message>
        <source>Written in Python with Qt. The card art is the project&apos;s own.</source>
        <translation>Écrit en Python avec Qt. Les dessins des cartes sont ceux du projet.</translation>
    </message>
    <message>
        <source>About Spite and Malice</source>
        <translation>À propos de Spite and Malice</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Payoff cards left</source>
        <translation>Cartes restant dans la pile personnelle</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Cette partie</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Show &amp;Hidden Cards…</source>
        <translation>Montrer les cartes &amp;cachées…</translation>
    </message>
    <message>
        <source>Every card nobody could see: the stock, the other hands and the payoff piles</source>
        <translation>Toutes les cartes que personne ne pouvait voir : la pioche, les autres mains et les piles personnelles</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The help text is missing from this installation.</source>
        <translation>Le texte d’aide manque dans cette installation.</translation>
    </message>
    <message>
        <source>How to Play Spite and Malice</source>
        <translation>Comment jouer à Spite and Malice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
</context>
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
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
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
<context>
    <name>Reveal</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message numerus="yes">
        <source>Stock (%n card(s), top first)</source>
        <translation>
            <numerusform>Pioche (%n carte, celle du dessus d’abord)</numerusform>
            <numerusform>Pioche (%n cartes, celle du dessus d’abord)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Completed pile (%n card(s), top first)</source>
        <translation>
            <numerusform>Piles terminées (%n carte, celle du dessus d’abord)</numerusform>
            <numerusform>Piles terminées (%n cartes, celle du dessus d’abord)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand (%n card(s))</source>
        <translation>
            <numerusform>Main de {name} (%n carte)</numerusform>
            <numerusform>Main de {name} (%n cartes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your payoff pile (%n card(s), top first)</source>
        <translation>
            <numerusform>Votre pile personnelle (%n carte, celle du dessus d’abord)</numerusform>
            <numerusform>Votre pile personnelle (%n cartes, celle du dessus d’abord)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s payoff pile (%n card(s), top first)</source>
        <translation>
            <numerusform>Pile personnelle de {name} (%n carte, celle du dessus d’abord)</numerusform>
            <numerusform>Pile personnelle de {name} (%n cartes, celle du dessus d’abord)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock (%n card(s), first drawn first)</source>
        <translation>
            <numerusform>Pioche (%n carte, dans l’ordre du tirage)</numerusform>
            <numerusform>Pioche (%n cartes, dans l’ordre du tirage)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s first hand</source>
        <translation>Première main de {name}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Check the cards</source>
        <translation>Vérifier les cartes</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partie continue.</translation>
    </message>
    <message>
        <source>These are all the cards that stayed hidden, so you can check that nobody saw more than they should. Deal #{deal} deals the same cards again.</source>
        <translation>Voici toutes les cartes restées cachées : vous pouvez vérifier que personne n’en a vu plus qu’il ne fallait. La donne n° {deal} redistribue les mêmes cartes.</translation>
    </message>
    <message>
        <source>When the game ended</source>
        <translation>À la fin de la partie</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>À la donne</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>(no name)</source>
        <extracomment>How many games the list reads at a time, as it scrolls (a screenful and more).</extracomment>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
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
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Série de victoires en cours</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Meilleure série de victoires</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Payoff cards left (average)</source>
        <translation>Cartes restées dans la pile personnelle (moyenne)</translation>
    </message>
    <message numerus="yes">
        <source>{lost} (%n abandoned)</source>
        <translation>
            <numerusform>{lost} (%n abandonnée)</numerusform>
            <numerusform>{lost} (%n abandonnées)</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded game(s) could not be read and are left out. Reset statistics… removes them with the rest.</source>
        <translation>
            <numerusform>%n partie enregistrée n’a pas pu être lue et n’est pas comptée. « Remettre à zéro… » la supprime avec le reste.</numerusform>
            <numerusform>%n parties enregistrées n’ont pas pu être lues et ne sont pas comptées. « Remettre à zéro… » les supprime avec le reste.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} (friend)</source>
        <translation>{name} (ami)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Tous les niveaux</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Niveaux mélangés</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <source>The computers only</source>
        <translation>Seulement l’ordinateur</translation>
    </message>
    <message>
        <source>Other people too</source>
        <translation>Avec d’autres personnes</translation>
    </message>
    <message>
        <source>Friends over the network</source>
        <translation>Amis en réseau</translation>
    </message>
    <message>
        <source>Any friend</source>
        <translation>Tous les amis</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>Played &amp;with:</source>
        <translation>Joué &amp;avec :</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Niveau de l’ordinateur :</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label} :</translation>
    </message>
    <message>
        <source>Games, the latest first</source>
        <translation>Parties, les plus récentes d’abord</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Remettre à zéro…</translation>
    </message>
    <message>
        <source>Reading the games you have played: {count} so far…</source>
        <translation>Lecture de vos parties : {count} pour l’instant…</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Remettre les statistiques à zéro</translation>
    </message>
    <message>
        <source>Forget every finished game and start your statistics afresh?
This cannot be undone.</source>
        <translation>Oublier toutes les parties terminées et repartir de zéro ?
Cela ne peut pas être annulé.</translation>
    </message>
</context>
</TS>
