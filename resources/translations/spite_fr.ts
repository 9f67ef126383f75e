<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Abandon</name>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>Abandon this game? It counts as a loss.</source>
        <translation>Abandonner cette partie ? Elle compte comme perdue.</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>&amp;Abandonner la partie</translation>
    </message>
    <message>
        <source>Restart this deal? The game in progress counts as a loss.</source>
        <translation>Recommencer cette donne ? La partie en cours compte comme perdue.</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Open the saved game? The game in progress counts as a loss.</source>
        <translation>Ouvrir la partie enregistrée ? La partie en cours compte comme perdue.</translation>
    </message>
    <message>
        <source>&amp;Open Game</source>
        <translation>&amp;Ouvrir la partie</translation>
    </message>
    <message>
        <source>Play with friends instead? The game in progress counts as a loss.</source>
        <translation>Jouer plutôt avec des amis ? La partie en cours compte comme perdue.</translation>
    </message>
    <message>
        <source>&amp;Leave the Table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <source>Leave Table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Abandonner la partie</translation>
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
    <name>Announcer</name>
    <message>
        <source>There is no game on the table.</source>
        <translation>Il n’y a pas de partie sur la table.</translation>
    </message>
    <message>
        <source>The other players have not moved since your last turn.</source>
        <translation>Les autres n’ont pas joué depuis votre dernier tour.</translation>
    </message>
    <message>
        <source>Arrow keys move, Space picks a card up and puts it down, Enter plays it to the centre, 1 to 4 end your turn on a side stack. F1 lists every key.</source>
        <translation>Les flèches déplacent, Espace prend une carte et la pose, Entrée la joue au centre, 1 à 4 finissent votre tour sur une défausse. F1 liste toutes les touches.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>À vous.</translation>
    </message>
    <message>
        <source>Nothing more that way.</source>
        <translation>Plus rien de ce côté.</translation>
    </message>
    <message>
        <source>Start of the row.</source>
        <translation>Début de la rangée.</translation>
    </message>
    <message>
        <source>End of the row.</source>
        <translation>Fin de la rangée.</translation>
    </message>
    <message>
        <source>Top of the table.</source>
        <translation>Haut de la table.</translation>
    </message>
    <message>
        <source>Bottom of the table.</source>
        <translation>Bas de la table.</translation>
    </message>
</context>
<context>
    <name>Captions</name>
    <message>
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Terminées</translation>
    </message>
    <message>
        <source>Payoff</source>
        <translation>Personnelle</translation>
    </message>
</context>
<context>
    <name>Commentary</name>
    <message>
        <source>Your turn</source>
        <translation>À vous</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Spite and Malice games ({pattern})</source>
        <translation>Parties de Spite and Malice ({pattern})</translation>
    </message>
    <message>
        <source>Resume your game?</source>
        <translation>Reprendre votre partie ?</translation>
    </message>
    <message>
        <source>Resume your match?</source>
        <translation>Reprendre votre match ?</translation>
    </message>
    <message>
        <source>Already Open</source>
        <translation>Déjà ouvert</translation>
    </message>
    <message>
        <source>Play Without Autosave</source>
        <translation>Jouer sans sauvegarde automatique</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Save Game</source>
        <extracomment>Asks for a file: the window it belongs to, and the file proposed (Save As) or the folder to start in (Open…); the path chosen, or None if the player cancels.</extracomment>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Spite and Malice is already open ({who}).</source>
        <translation>Spite and Malice est déjà ouvert ({who}).</translation>
    </message>
    <message>
        <source>Spite and Malice is already open.</source>
        <translation>Spite and Malice est déjà ouvert.</translation>
    </message>
    <message>
        <source>Two copies would save over each other&apos;s game in progress. You can play here without autosave (this game is lost when you quit), or quit and go back to the other window.</source>
        <translation>Deux exemplaires écraseraient chacun la partie en cours de l’autre. Vous pouvez jouer ici sans sauvegarde automatique (cette partie sera perdue en quittant), ou quitter et revenir à l’autre fenêtre.</translation>
    </message>
    <message>
        <source>A new game instead abandons it: it counts as a loss.</source>
        <translation>Une nouvelle partie l’abandonne : elle compte comme perdue.</translation>
    </message>
    <message>
        <source>New Game deals a new game instead.</source>
        <translation>« Nouvelle partie » distribue une nouvelle donne à la place.</translation>
    </message>
    <message>
        <source>Resuming leaves out {options} from the command line, for a new game.</source>
        <translation>La reprise ignore {options} de la ligne de commande, réservé à une nouvelle partie.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Abandon It</source>
        <translation>&amp;L’abandonner</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>{file} already exists. Do you want to replace it?</source>
        <translation>{file} existe déjà. Voulez-vous le remplacer ?</translation>
    </message>
    <message>
        <source>A game with friends can&apos;t be saved in a file: the host&apos;s program keeps the table until the game is over.</source>
        <translation>Une partie entre amis ne peut pas être enregistrée dans un fichier : le programme de l’hôte garde la table jusqu’à la fin de la partie.</translation>
    </message>
    <message>
        <source>There is no game in progress to save.</source>
        <translation>Aucune partie en cours à enregistrer.</translation>
    </message>
    <message>
        <source>Game saved as {file}.</source>
        <translation>Partie enregistrée sous {file}.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <extracomment>What a file&apos;s name may not hold on some system (Windows is the strictest).</extracomment>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>Deal #{deal} is waiting in round {round}: your turn.</source>
        <translation>La donne n° {deal} attend au tour {round} : à vous de jouer.</translation>
    </message>
    <message>
        <source>Deal #{deal} is waiting in round {round}: {name}&apos;s turn.</source>
        <translation>La donne n° {deal} attend au tour {round} : à {name} de jouer.</translation>
    </message>
    <message numerus="yes">
        <source>Your match to {target} points has %n game(s) played.</source>
        <translation>
            <numerusform>Votre match en {target} points compte %n partie jouée.</numerusform>
            <numerusform>Votre match en {target} points compte %n parties jouées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Friends</name>
    <message>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>1 minute a turn</source>
        <translation>1 minute par tour</translation>
    </message>
    <message>
        <source>2 minutes a turn</source>
        <translation>2 minutes par tour</translation>
    </message>
    <message>
        <source>5 minutes a turn</source>
        <translation>5 minutes par tour</translation>
    </message>
    <message>
        <source>Single games</source>
        <translation>Parties simples</translation>
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
        <source>Looking for tables on this network…</source>
        <translation>Recherche de tables sur ce réseau…</translation>
    </message>
    <message>
        <source>Play with Friends</source>
        <translation>Jouer avec des amis</translation>
    </message>
    <message>
        <source>the name your friends see</source>
        <translation>le nom que vos amis voient</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>&amp;Host a Table</source>
        <translation>&amp;Ouvrir une table</translation>
    </message>
    <message>
        <source>&amp;Join a Table</source>
        <translation>Rejoindre une &amp;table</translation>
    </message>
    <message>
        <source>Your rules ({rules})</source>
        <translation>Vos règles ({rules})</translation>
    </message>
    <message>
        <source>Your rules are the ones set in Preferences → Rules.</source>
        <translation>Vos règles sont celles de Préférences → Règles.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Match :</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>After this long a computer plays the rest of the turn, yours too: nobody holds the table up by stepping away.</source>
        <translation>Passé ce délai, l’ordinateur joue la fin du tour, le vôtre aussi : personne ne bloque la table en s’absentant.</translation>
    </message>
    <message>
        <source>&amp;Turn time:</source>
        <translation>&amp;Temps par tour :</translation>
    </message>
    <message>
        <source>Seats, in turn order</source>
        <translation>Places, dans l’ordre du jeu</translation>
    </message>
    <message>
        <source>Seat 1:</source>
        <translation>Place 1 :</translation>
    </message>
    <message>
        <source>You, at this computer</source>
        <translation>Vous, à cet ordinateur</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Un ami</translation>
    </message>
    <message>
        <source>A computer</source>
        <translation>L’ordinateur</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Place {number} :</translation>
    </message>
    <message>
        <source>When a friend drops out</source>
        <translation>Quand un ami se déconnecte</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>their seat waits</source>
        <translation>sa place l’attend</translation>
    </message>
    <message>
        <source>for them, then a computer plays at</source>
        <translation>, puis l’ordinateur joue au niveau</translation>
    </message>
    <message>
        <source>How friends come in</source>
        <translation>Comment vos amis arrivent</translation>
    </message>
    <message>
        <source>On this &amp;network: friends find the table in their list or type your address, at port</source>
        <translation>Sur ce &amp;réseau : vos amis trouvent la table dans leur liste ou tapent votre adresse, port</translation>
    </message>
    <message>
        <source>Over the &amp;internet: an invite code for each friend</source>
        <translation>Par &amp;Internet : un code d’invitation pour chaque ami</translation>
    </message>
    <message>
        <source>with the table&apos;s &amp;PIN (shown once it is open)</source>
        <translation>avec le &amp;PIN de la table (affiché une fois ouverte)</translation>
    </message>
    <message>
        <source>when I &amp;let them in, one by one</source>
        <translation>quand je les &amp;fais entrer, un par un</translation>
    </message>
    <message>
        <source>New friends on this network sit down:</source>
        <translation>Les nouveaux amis sur ce réseau s’installent :</translation>
    </message>
    <message>
        <source>&amp;Open the Table</source>
        <translation>&amp;Ouvrir la table</translation>
    </message>
    <message>
        <source>Choose at least one friend&apos;s seat and one way in.</source>
        <translation>Choisissez au moins une place pour un ami et un moyen d’arriver.</translation>
    </message>
    <message>
        <source>Invite code {code} copied: paste it into a message to your friend.</source>
        <translation>Code d’invitation {code} copié : collez-le dans un message à votre ami.</translation>
    </message>
    <message>
        <source>The game is dealt as soon as every friend has sat down. Deal Now starts without waiting: a computer plays each empty seat until a friend takes it.</source>
        <translation>La donne a lieu dès que tous les amis sont installés. « Distribuer maintenant » commence sans attendre : l’ordinateur joue chaque place libre jusqu’à ce qu’un ami la prenne.</translation>
    </message>
    <message>
        <source>&amp;Deal Now</source>
        <translation>&amp;Distribuer maintenant</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Fermer la table</translation>
    </message>
    <message>
        <source>Table PIN: {pin}</source>
        <translation>PIN de la table : {pin}</translation>
    </message>
    <message>
        <source>Table PIN {pin}</source>
        <translation>PIN de la table {pin}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Empreinte</translation>
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
        <source>Free seats</source>
        <translation>Places libres</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <source>Join &amp;Selected Table</source>
        <translation>Rejoindre la table &amp;choisie</translation>
    </message>
    <message>
        <source>Table PIN</source>
        <translation>PIN de la table</translation>
    </message>
    <message>
        <source>The six digits on the host&apos;s screen (asked for when left empty)</source>
        <translation>Les six chiffres affichés chez l’hôte (demandés si le champ est vide)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Host&apos;s &amp;address and port:</source>
        <translation>&amp;Adresse et port de l’hôte :</translation>
    </message>
    <message>
        <source>Invite &amp;code:</source>
        <translation>&amp;Code d’invitation :</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN :</translation>
    </message>
    <message>
        <source>&amp;Stop Joining</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>needs version {version}</source>
        <translation>demande la version {version}</translation>
    </message>
    <message>
        <source>The table&apos;s fingerprint: the host&apos;s screen shows the same. Another fingerprint is another table.</source>
        <translation>L’empreinte de la table : l’écran de l’hôte affiche la même. Une autre empreinte, c’est une autre table.</translation>
    </message>
    <message>
        <source>This table runs version {version} of the game.</source>
        <translation>Cette table utilise la version {version} du jeu.</translation>
    </message>
    <message>
        <source>Double-click a table to join it.</source>
        <translation>Double-cliquez sur une table pour la rejoindre.</translation>
    </message>
    <message>
        <source>No table found yet: the list fills in as tables are opened on this network.</source>
        <translation>Aucune table pour l’instant : la liste se remplit à mesure que des tables s’ouvrent sur ce réseau.</translation>
    </message>
    <message>
        <source>That PIN was not the table&apos;s. </source>
        <translation>Ce n’était pas le PIN de la table. </translation>
    </message>
    <message>
        <source>{where} asks for its PIN: type the six digits shown on the host&apos;s screen.</source>
        <translation>{where} demande son PIN : tapez les six chiffres affichés chez l’hôte.</translation>
    </message>
    <message>
        <source>Table &amp;PIN:</source>
        <translation>&amp;PIN de la table :</translation>
    </message>
    <message>
        <source>The table&apos;s fingerprint is &lt;b&gt;{fingerprint}&lt;/b&gt;: the host&apos;s screen shows the same. If it does not, someone else is answering; don&apos;t type the PIN.</source>
        <translation>L’empreinte de la table est &lt;b&gt;{fingerprint}&lt;/b&gt; : l’écran de l’hôte affiche la même. Sinon, quelqu’un d’autre répond : ne tapez pas le PIN.</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>Invite codes go through a mailbox server, which pairs the two programs, and a transit relay, which passes the encrypted game along when they can&apos;t reach each other directly. Every player at a table must use the same servers. The README tells how to run your own.</source>
        <extracomment>The space Qt&apos;s line edit keeps on each side of its text, inside its frame.</extracomment>
        <translation>Les codes d’invitation passent par un serveur de boîte aux lettres, qui met les deux programmes en relation, et par un relais de transit, qui transmet la partie chiffrée quand ils ne peuvent pas se joindre directement. Tous les joueurs d’une table doivent utiliser les mêmes serveurs. Le README explique comment avoir les vôtres.</translation>
    </message>
    <message>
        <source>Always go through the &amp;relay (never connect directly)</source>
        <translation>Toujours passer par le &amp;relais (jamais de connexion directe)</translation>
    </message>
    <message>
        <source>Your address is then never given to the other program; the game may be a little slower.</source>
        <translation>Votre adresse n’est alors jamais donnée à l’autre programme ; le jeu peut être un peu plus lent.</translation>
    </message>
    <message>
        <source>Use the &amp;Public Servers</source>
        <translation>Utiliser les serveurs &amp;publics</translation>
    </message>
    <message>
        <source>Your &amp;name at tables with friends:</source>
        <translation>Votre &amp;nom aux tables entre amis :</translation>
    </message>
    <message>
        <source>Servers for invite codes</source>
        <translation>Serveurs des codes d’invitation</translation>
    </message>
    <message>
        <source>&amp;Mailbox server:</source>
        <translation>Serveur de &amp;boîte aux lettres :</translation>
    </message>
    <message>
        <source>&amp;Transit relay:</source>
        <translation>Relais de &amp;transit :</translation>
    </message>
    <message>
        <source>Check the servers: {why}.</source>
        <translation>Vérifiez les serveurs : {why}.</translation>
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
    <message>
        <source>Play &amp;Again</source>
        <extracomment>Where new games come from: a deal number (None: a fresh one) -&gt; the game and its seats.</extracomment>
        <translation>&amp;Rejouer</translation>
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
    <name>Menus</name>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Vitesse d’animation</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Immédiate</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>New Game with &amp;Deal Number…</source>
        <translation>Nouvelle partie avec un numéro de &amp;donne…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Recommencer cette donne</translation>
    </message>
    <message>
        <source>Play with &amp;Friends…</source>
        <translation>Jouer avec des &amp;amis…</translation>
    </message>
    <message>
        <source>&amp;Leave the Table</source>
        <translation>Quitter la &amp;table</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enre&amp;gistrer sous…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>Show &amp;Hidden Cards…</source>
        <translation>Montrer les cartes &amp;cachées…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Game &amp;Log</source>
        <translation>&amp;Journal de la partie</translation>
    </message>
    <message>
        <source>&amp;Table Talk</source>
        <translation>&amp;Discussion de table</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>So&amp;und</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Normal Size</source>
        <translation>Taille &amp;normale</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>The Whole &amp;Table</source>
        <translation>Toute la &amp;table</translation>
    </message>
    <message>
        <source>Your &amp;Cards</source>
        <translation>Vos &amp;cartes</translation>
    </message>
    <message>
        <source>The &amp;Next Player&apos;s Payoff Card</source>
        <translation>La carte personnelle du joueur &amp;suivant</translation>
    </message>
    <message>
        <source>The &amp;Score</source>
        <translation>Les &amp;points</translation>
    </message>
    <message>
        <source>The Other Players&apos; &amp;Last Turns</source>
        <translation>Les derniers coups des a&amp;utres</translation>
    </message>
    <message>
        <source>&amp;Repeat the Last Words</source>
        <translation>&amp;Répéter les derniers mots</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;About Spite and Malice</source>
        <translation>À &amp;propos de Spite and Malice</translation>
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
        <source>How the game&apos;s words reach your screen reader. Automatic: its announcements where it listens for them (Orca 46 and later, Windows, macOS), else the focused pile or card (Orca 42 to 45).</source>
        <translation>Comment les textes du jeu parviennent à votre lecteur d’écran. Automatique : par ses annonces là où il les écoute (Orca 46 et suivants, Windows, macOS), sinon par la pile ou la carte qui a le focus (Orca 42 à 45).</translation>
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
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Preview of the table and the cards</source>
        <translation>Aperçu de la table et des cartes</translation>
    </message>
    <message>
        <source>The new rules apply from the next game.</source>
        <translation>Les nouvelles règles s’appliquent à la prochaine partie.</translation>
    </message>
    <message>
        <source>The game follows the system&apos;s language from its next start.</source>
        <translation>Au prochain démarrage, le jeu suivra la langue du système.</translation>
    </message>
    <message>
        <source>The game speaks {language} from its next start.</source>
        <translation>Langue au prochain démarrage : {language}.</translation>
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
    <name>Session</name>
    <message>
        <source>New Game with Deal Number</source>
        <translation>Nouvelle partie avec un numéro de donne</translation>
    </message>
    <message>
        <source>Deal number (0 to {most}). The same number deals the same cards,
so you can replay a deal or share it.</source>
        <translation>Numéro de donne (0 à {most}). Le même numéro distribue les mêmes cartes :
vous pouvez rejouer une donne ou la partager.</translation>
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
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Dealing…</source>
        <translation>Distribution…</translation>
    </message>
</context>
<context>
    <name>TableTalk</name>
    <message>
        <source> (you)</source>
        <translation> (vous)</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Retirer…</translation>
    </message>
    <message>
        <source>Remove {name} from the table: a computer plays the seat, and their program can&apos;t sit here again.</source>
        <translation>Retirer {name} de la table : l’ordinateur joue sa place, et son programme ne pourra plus s’y asseoir.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Retirer {name}</translation>
    </message>
    <message>
        <source>Invite code for {name}</source>
        <translation>Code d’invitation pour {name}</translation>
    </message>
    <message>
        <source>Read this code out to a friend, or send it: they type it into Join a Table.</source>
        <translation>Lisez ce code à un ami ou envoyez-le-lui : il le tape dans « Rejoindre une table ».</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy {code}</source>
        <translation>Copier {code}</translation>
    </message>
    <message>
        <source>Table Talk</source>
        <translation>Discussion de table</translation>
    </message>
    <message>
        <source>Invite code {code} copied.</source>
        <translation>Code d’invitation {code} copié.</translation>
    </message>
    <message>
        <source>Say “{words}”</source>
        <translation>Dire « {words} »</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Dites quelque chose…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>&amp;Deal Now</source>
        <translation>&amp;Distribuer maintenant</translation>
    </message>
    <message>
        <source>Start without waiting: a computer plays each empty seat until a friend takes it.</source>
        <translation>Commencer sans attendre : l’ordinateur joue chaque place libre jusqu’à ce qu’un ami la prenne.</translation>
    </message>
    <message>
        <source>Leave the Table</source>
        <translation>Quitter la table</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Deal #{number}</source>
        <translation>Donne n° {number}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Game Log</source>
        <translation>Journal de la partie</translation>
    </message>
</context>
</TS>
