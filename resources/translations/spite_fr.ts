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
    <name>CardCounter</name>
    <message>
        <source>Hidden until the next player is at the screen.</source>
        <translation>Masqué jusqu&apos;à ce que le joueur suivant soit devant l&apos;écran.</translation>
    </message>
    <message>
        <source>Cards {name} has not seen</source>
        <translation>Cartes que {name} n&apos;a pas vues</translation>
    </message>
    <message>
        <source>Cards you have not seen</source>
        <translation>Cartes que vous n&apos;avez pas vues</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Cartes jokers</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>of {total}</source>
        <translation>sur {total}</translation>
    </message>
    <message>
        <source>{rank}: {unseen} of {total} not seen</source>
        <translation>{rank} : {unseen} sur {total} pas encore vues</translation>
    </message>
    <message>
        <source>Card Counter</source>
        <translation>Compteur de cartes</translation>
    </message>
    <message>
        <source>{unseen} of {total} cards not seen, in the stock, the other hands, under the payoff cards and in the completed pile.</source>
        <translation>{unseen} cartes sur {total} pas encore vues : dans la pioche, dans les autres mains, sous le dessus des piles personnelles et parmi les cartes terminées.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>Aucune partie sur la table.</translation>
    </message>
</context>
<context>
    <name>Command line</name>
    <message>
        <source>Spite and Malice, the card game</source>
        <translation>Spite and Malice, le jeu de cartes</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>utilisation : </translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>the deal number to play (0 to {highest})</source>
        <translation>le numéro de la donne à jouer (0 à {highest})</translation>
    </message>
    <message>
        <source>the rules: {presets} (default: your preferences)</source>
        <translation>les règles : {presets} (par défaut : vos préférences)</translation>
    </message>
    <message>
        <source>players at the table, you included (default: your preferences)</source>
        <translation>joueurs à la table, vous compris (par défaut : vos préférences)</translation>
    </message>
    <message>
        <source>people taking turns at this computer, in the first seats (named in your preferences, else Player 1, Player 2 …); the other seats are computers</source>
        <translation>personnes qui jouent à tour de rôle sur cet ordinateur, aux premières places (nommées comme dans vos préférences, sinon Joueur 1, Joueur 2 …) ; les autres places sont des ordinateurs</translation>
    </message>
    <message>
        <source>how well the computers play: {levels} (default: your preferences)</source>
        <translation>le niveau des ordinateurs : {levels} (par défaut : vos préférences)</translation>
    </message>
    <message>
        <source>animation speed (default: your preferences)</source>
        <translation>vitesse des animations (par défaut : vos préférences)</translation>
    </message>
    <message>
        <source>open Play with Friends at start</source>
        <translation>ouvrir « Jouer avec des amis » au démarrage</translation>
    </message>
    <message>
        <source>join a friend&apos;s table at start: an invite code (like 7-guitarist-revenge) or the host&apos;s address and port</source>
        <translation>rejoindre au démarrage la table d’un ami : un code d’invitation (comme 7-guitarist-revenge) ou l’adresse et le port de l’hôte</translation>
    </message>
    <message>
        <source>render the table for the deal to a PNG file and exit</source>
        <translation>enregistrer la table de la donne dans un fichier PNG et quitter</translation>
    </message>
    <message>
        <source>{text} is not a deal number (a whole number from 0 to {highest})</source>
        <translation>{text} n&apos;est pas un numéro de donne (un nombre entier de 0 à {highest})</translation>
    </message>
    <message>
        <source>there is no level {level}; choose one of {levels}</source>
        <translation>il n&apos;y a pas de niveau {level} ; choisissez parmi {levels}</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <extracomment>argparse&apos;s own texts a player can meet (its gettext message ids), each with ours: the same placeholders, marked for translation. What argparse says only to a programmer (a parser built wrongly) is not among them.</extracomment>
        <translation>%(prog)s : erreur : %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>option %(argument_name)s : %(message)s</translation>
    </message>
    <message>
        <source>not a whole number: %(value)r</source>
        <translation>pas un nombre entier : %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix invalide : %(value)r (choisissez parmi %(choices)s)</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>options inconnues : %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>une valeur est attendue</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>valeur %r non permise</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>option ambiguë : %(option)s peut désigner %(matches)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>ces arguments sont requis : %s</translation>
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
    <name>Daily</name>
    <message>
        <source>Practice: your result of today&apos;s deal was already counted.</source>
        <translation>Entraînement : votre résultat de la donne du jour est déjà compté.</translation>
    </message>
    <message>
        <source>Today&apos;s Deal, for practice: your result of today is already counted.</source>
        <translation>Donne du jour, pour s&apos;entraîner : votre résultat d&apos;aujourd&apos;hui est déjà compté.</translation>
    </message>
    <message>
        <source>Today&apos;s Deal: the first game you finish counts. Good luck!</source>
        <translation>Donne du jour : la première partie que vous terminez compte. Bonne chance !</translation>
    </message>
    <message>
        <source>Today&apos;s Deal counted: {result}. {streak}</source>
        <translation>Donne du jour comptée : {result}. {streak}</translation>
    </message>
    <message>
        <source>Today&apos;s Deal</source>
        <translation>Donne du jour</translation>
    </message>
    <message>
        <source>Deal #{deal} · {rules} rules · you against one computer</source>
        <translation>Donne n° {deal} · règles {rules} · vous contre un ordinateur</translation>
    </message>
    <message>
        <source>Done today: {result}. Playing this deal again is practice: it does not count.</source>
        <translation>Fait aujourd&apos;hui : {result}. Rejouer cette donne est un entraînement : cela ne compte pas.</translation>
    </message>
    <message>
        <source>Your game of today&apos;s deal is on the table: the first game you finish counts.</source>
        <translation>Votre partie de la donne du jour est sur la table : la première partie que vous terminez compte.</translation>
    </message>
    <message>
        <source>Not played yet today. Everybody gets the same cards today; your first finished game counts (giving up counts as a loss).</source>
        <translation>Pas encore jouée aujourd&apos;hui. Tout le monde reçoit les mêmes cartes aujourd&apos;hui ; votre première partie terminée compte (abandonner compte comme une défaite).</translation>
    </message>
    <message>
        <source>Streak: {current} · best {best}</source>
        <translation>Série : {current} · meilleure {best}</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Niveau de l&apos;ordinateur :</translation>
    </message>
    <message>
        <source>Play for &amp;Practice</source>
        <translation>Jouer pour s&apos;&amp;entraîner</translation>
    </message>
    <message>
        <source>&amp;Play Today&apos;s Deal</source>
        <translation>&amp;Jouer la donne du jour</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Previous month</source>
        <extracomment>The day a cell stands for (a ``date``, or None for a cell outside the month), and its counted result (a :class:`DayResult` or None).</extracomment>
        <translation>Mois précédent</translation>
    </message>
    <message>
        <source>Previous month (Page Up)</source>
        <translation>Mois précédent (Page préc.)</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Mois suivant</translation>
    </message>
    <message>
        <source>Next month (Page Down)</source>
        <translation>Mois suivant (Page suiv.)</translation>
    </message>
    <message>
        <source>Today&apos;s Deal, {month}</source>
        <translation>Donne du jour, {month}</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Jours joués</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Jours gagnés</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <source>Lost or given up</source>
        <translation>Perdu ou abandonné</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>&amp;Copy Result</source>
        <translation>&amp;Copier le résultat</translation>
    </message>
    <message>
        <source>Copy the day&apos;s result to share: no cards are given away</source>
        <translation>Copier le résultat du jour pour le partager : aucune carte n&apos;est dévoilée</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Séries</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label} :</translation>
    </message>
    <message>
        <source>A streak counts the days in a row on which you finished Today&apos;s Deal, won or lost; a day without it starts the streak again.</source>
        <translation>Une série compte les jours d&apos;affilée où vous avez terminé la donne du jour, gagnée ou perdue ; un jour sans la fait repartir de zéro.</translation>
    </message>
    <message numerus="yes">
        <source>won in %n round(s) against {level}</source>
        <translation>
            <numerusform>gagnée en %n tour contre {level}</numerusform>
            <numerusform>gagnée en %n tours contre {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>drawn after %n round(s) against {level}</source>
        <translation>
            <numerusform>nulle après %n tour contre {level}</numerusform>
            <numerusform>nulle après %n tours contre {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>given up after %n round(s) against {level}</source>
        <translation>
            <numerusform>abandonnée après %n tour contre {level}</numerusform>
            <numerusform>abandonnée après %n tours contre {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lost in %n round(s) against {level}</source>
        <translation>
            <numerusform>perdue en %n tour contre {level}</numerusform>
            <numerusform>perdue en %n tours contre {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s).</source>
        <translation>
            <numerusform>Série : %n jour.</numerusform>
            <numerusform>Série : %n jours.</numerusform>
        </translation>
    </message>
    <message>
        <source>Spite &amp; Malice — Today&apos;s Deal {day}: {result}. {streak}</source>
        <translation>Spite &amp; Malice — Donne du jour {day} : {result}. {streak}</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>pas jouée</translation>
    </message>
    <message>
        <source>{day}: {result}</source>
        <translation>{day} : {result}</translation>
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
    <message>
        <source>{first}, or {second}</source>
        <translation>{first}, ou {second}</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for 1 friend: {how}.</source>
        <translation>Votre table est ouverte. En attente d’un ami : {how}.</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for 1 friend.</source>
        <translation>Votre table est ouverte. En attente d’un ami.</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for {count} friends: {how}.</source>
        <translation>Votre table est ouverte. En attente de {count} amis : {how}.</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for {count} friends.</source>
        <translation>Votre table est ouverte. En attente de {count} amis.</translation>
    </message>
    <message>
        <source>&amp;Host It Again</source>
        <translation>&amp;La rouvrir</translation>
    </message>
    <message>
        <source>&amp;Close It</source>
        <translation>&amp;La fermer</translation>
    </message>
    <message>
        <source>&amp;Go Back</source>
        <translation>&amp;Y retourner</translation>
    </message>
    <message>
        <source>&amp;Leave It</source>
        <translation>&amp;La quitter</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>Close the Table</source>
        <translation>Fermer la table</translation>
    </message>
    <message>
        <source>Your table is open again: your friends come back to their seats.</source>
        <translation>Votre table est de nouveau ouverte : vos amis reviennent à leur place.</translation>
    </message>
    <message>
        <source>waiting for a friend</source>
        <translation>en attente d’un ami</translation>
    </message>
    <message>
        <source>sat down</source>
        <translation>assis</translation>
    </message>
    <message>
        <source>give each one their invite code</source>
        <translation>donnez à chacun son code d’invitation</translation>
    </message>
    <message>
        <source>friends on this network type the PIN below</source>
        <translation>les amis de ce réseau tapent le code PIN ci-dessous</translation>
    </message>
    <message>
        <source>you let each friend on this network in</source>
        <translation>vous faites entrer vous-même chaque ami de ce réseau</translation>
    </message>
    <message>
        <source>Your table&apos;s fingerprint is {key}: your friends see the same in their Join list.</source>
        <translation>L’empreinte de votre table est {key} : vos amis voient la même dans leur liste « Rejoindre ».</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Your table is not in the Join lists on this network ({why}): friends here type {where}.</source>
        <translation>Votre table n’apparaît pas dans les listes « Rejoindre » sur ce réseau ({why}) : les amis d’ici tapent {where}.</translation>
    </message>
    <message>
        <source>Friends on this network can type {where}.</source>
        <translation>Les amis de ce réseau peuvent taper {where}.</translation>
    </message>
    <message>
        <source>On this network, friends find “{name}&apos;s table” in their Join list, or type {where}.</source>
        <translation>Sur ce réseau, vos amis trouvent « Table de {name} » dans leur liste « Rejoindre », ou tapent {where}.</translation>
    </message>
    <message>
        <source>Someone guessed at your table&apos;s PIN: it is now {pin}.</source>
        <translation>Quelqu’un a tenté de deviner le code PIN de votre table : c’est maintenant {pin}.</translation>
    </message>
    <message>
        <source>Let In?</source>
        <translation>Faire entrer ?</translation>
    </message>
    <message>
        <source>{name} wants to sit at seat {seat}.</source>
        <translation>{name} veut s’asseoir à la place {seat}.</translation>
    </message>
    <message>
        <source>Let them in only if you know who it is: they play that seat from now on. A computer keeps the seat warm otherwise.</source>
        <translation>Ne faites entrer que quelqu’un que vous connaissez : cette personne joue cette place dès maintenant. Sinon, un ordinateur garde la place au chaud.</translation>
    </message>
    <message>
        <source>&amp;Let In</source>
        <translation>&amp;Faire entrer</translation>
    </message>
    <message>
        <source>&amp;Turn Away</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <source>Remove Friend</source>
        <translation>Retirer l’ami</translation>
    </message>
    <message>
        <source>Remove {name} from the table?</source>
        <translation>Retirer {name} de la table ?</translation>
    </message>
    <message>
        <source>A computer plays {name}&apos;s seat from now on, and {name}&apos;s program can&apos;t sit at this table again.</source>
        <translation>Un ordinateur joue désormais la place de {name}, et le programme de {name} ne peut plus s’asseoir à cette table.</translation>
    </message>
    <message>
        <source>the table of invite code {code}</source>
        <translation>la table du code d’invitation {code}</translation>
    </message>
    <message>
        <source>Waiting for the host of {where} to let you in…</source>
        <translation>En attente que l’hôte de {where} vous fasse entrer…</translation>
    </message>
    <message>
        <source>Joining {where}…</source>
        <translation>Connexion à {where}…</translation>
    </message>
    <message>
        <source>Leave the Table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>You sat down at {host}&apos;s table.</source>
        <translation>Vous vous êtes assis à la table de {host}.</translation>
    </message>
    <message>
        <source>The game starts when {host} deals.</source>
        <translation>La partie commence quand {host} distribue.</translation>
    </message>
    <message>
        <source>Could not join: {why}.</source>
        <translation>Impossible de rejoindre : {why}.</translation>
    </message>
    <message>
        <source>You could not go back to {host}&apos;s table: {why}.</source>
        <translation>Vous n’avez pas pu retourner à la table de {host} : {why}.</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>Retourner à la table</translation>
    </message>
    <message>
        <source>Stopped joining.</source>
        <translation>Tentative pour rejoindre arrêtée.</translation>
    </message>
    <message>
        <source>Tables on this network can&apos;t be looked for ({why}): type an address or an invite code.</source>
        <translation>Impossible de chercher des tables sur ce réseau ({why}) : tapez une adresse ou un code d’invitation.</translation>
    </message>
    <message>
        <source>You are not at a table with friends.</source>
        <translation>Vous n’êtes pas à une table entre amis.</translation>
    </message>
    <message>
        <source>Leave Table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Go back to {host}&apos;s table?</source>
        <translation>Retourner à la table de {host} ?</translation>
    </message>
    <message>
        <source>You were sitting at {host}&apos;s table ({where}) when the program closed, and your seat is kept for you. Go back to play on where the game stands, or leave the table for good.</source>
        <translation>Vous étiez assis à la table de {host} ({where}) quand le programme s’est fermé, et votre place vous est gardée. Retournez-y pour continuer là où en est la partie, ou quittez la table pour de bon.</translation>
    </message>
    <message>
        <source>{host}&apos;s table</source>
        <translation>la table de {host}</translation>
    </message>
    <message>
        <source>Going back to {host}&apos;s table…</source>
        <translation>Retour à la table de {host}…</translation>
    </message>
    <message>
        <source>If {host} has not hosted it again yet, your program goes back to it as soon as they do.</source>
        <translation>Si {host} ne l’a pas encore rouverte, votre programme y retourne dès que ce sera fait.</translation>
    </message>
    <message>
        <source>your friends</source>
        <translation>vos amis</translation>
    </message>
    <message>
        <source>Host Again</source>
        <translation>Rouvrir la table</translation>
    </message>
    <message>
        <source>Host your table with {who} again?</source>
        <translation>Rouvrir votre table avec {who} ?</translation>
    </message>
    <message>
        <source>The game at your table stopped after {moves} when the program closed. Hosted again, it goes on where it stood, with the same invite codes and address; your friends&apos; programs come back to their seats by themselves.</source>
        <translation>La partie à votre table s’est arrêtée après {moves} quand le programme s’est fermé. Rouverte, elle reprend là où elle en était, avec les mêmes codes d’invitation et la même adresse ; les programmes de vos amis reviennent d’eux-mêmes à leur place.</translation>
    </message>
    <message>
        <source>Close the table with your friends?</source>
        <translation>Fermer la table avec vos amis ?</translation>
    </message>
    <message>
        <source>Your friends are told the table is closed, and the game in progress ends here. It is not kept for later.</source>
        <translation>Vos amis sont prévenus que la table est fermée, et la partie en cours s’arrête ici. Elle n’est pas gardée pour plus tard.</translation>
    </message>
    <message>
        <source>Close your table for everyone?</source>
        <translation>Fermer votre table pour tout le monde ?</translation>
    </message>
    <message>
        <source>Your friends are told that the table is kept. At your next start you can host it again where the game stands, and your friends&apos; programs come back to their seats by themselves.</source>
        <translation>Vos amis sont prévenus que la table est gardée. Au prochain démarrage, vous pourrez la rouvrir là où en est la partie, et les programmes de vos amis reviendront d’eux-mêmes à leur place.</translation>
    </message>
    <message>
        <source>Your friends are told the table is closed.</source>
        <translation>Vos amis sont prévenus que la table est fermée.</translation>
    </message>
    <message>
        <source>You closed the table.</source>
        <translation>Vous avez fermé la table.</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>l’hôte</translation>
    </message>
    <message>
        <source>{host}&apos;s program was closed; the table is kept. You go back to it when {host} hosts it again…</source>
        <translation>Le programme de {host} a été fermé ; la table est gardée. Vous y retournerez quand {host} la rouvrira…</translation>
    </message>
    <message>
        <source>Deal Check</source>
        <translation>Vérification de la donne</translation>
    </message>
    <message>
        <source>{host}&apos;s table could not be reached for a long while. Your seat is kept: start Spite and Malice again later to go back to it.</source>
        <translation>La table de {host} est restée longtemps injoignable. Votre place est gardée : relancez Spite and Malice plus tard pour y retourner.</translation>
    </message>
    <message>
        <source>The table is closed: {why}.</source>
        <translation>La table est fermée : {why}.</translation>
    </message>
    <message>
        <source>Table Closed</source>
        <translation>Table fermée</translation>
    </message>
    <message>
        <source>You asked for another game: the host deals it.</source>
        <translation>Vous avez demandé une autre partie : l’hôte la distribue.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Quitter la table ?</translation>
    </message>
    <message>
        <source>A computer plays your seat from now on; your friends&apos; game goes on.</source>
        <translation>Un ordinateur joue désormais votre place ; la partie de vos amis continue.</translation>
    </message>
    <message>
        <source>a while</source>
        <translation>un moment</translation>
    </message>
    <message>
        <source>Leave {host}&apos;s table?</source>
        <translation>Quitter la table de {host} ?</translation>
    </message>
    <message>
        <source>Your seat is kept for {time}: start Spite and Malice again to go back to it. After that a computer plays for you until you come back.</source>
        <translation>Votre place est gardée {time} : relancez Spite and Malice pour y retourner. Ensuite, un ordinateur joue pour vous jusqu’à votre retour.</translation>
    </message>
    <message>
        <source>Friends on this network can&apos;t reach the table: port {port} and the next ones are taken ({why}).</source>
        <extracomment>the turn times a host may choose (as the dialog offers them): none, or minutes why the table is not in the Join lists on this network (None: it is, or soon)</extracomment>
        <translation>Les amis de ce réseau ne peuvent pas joindre la table : le port {port} et les suivants sont pris ({why}).</translation>
    </message>
    <message>
        <source>The table could not be announced on this network ({why}); friends there can still type your address and port.</source>
        <translation>La table n’a pas pu être annoncée sur ce réseau ({why}) ; vos amis peuvent quand même taper votre adresse et votre port.</translation>
    </message>
    <message>
        <source>Invite codes can&apos;t be offered ({why}).</source>
        <translation>Les codes d’invitation ne peuvent pas être proposés ({why}).</translation>
    </message>
    <message>
        <source>The invite code could not be kept open ({why}); trying again now and then.</source>
        <extracomment>How long a host waits to try again after the mailbox server failed (it says so once) The other program&apos;s connection hints could not be read (then, in brackets, why). told the host once per outage (``why``: what the relay said), in the host&apos;s language</extracomment>
        <translation>Le code d&apos;invitation n&apos;a pas pu rester ouvert ({why}) ; nouvel essai de temps en temps.</translation>
    </message>
    <message>
        <source>a mailbox server looks like ws://HOST:PORT/v1, e.g. {example}</source>
        <extracomment>what a server looks like, told when one typed is not (worded in the player&apos;s language where it is shown)</extracomment>
        <translation>un serveur de boîte aux lettres ressemble à ws://HOST:PORT/v1, par ex. {example}</translation>
    </message>
    <message>
        <source>a transit relay looks like tcp:HOST:PORT, e.g. {example}</source>
        <translation>un relais de transit ressemble à tcp:HOST:PORT, par ex. {example}</translation>
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
        <source>&amp;Review This Game</source>
        <translation>&amp;Analyser cette partie</translation>
    </message>
    <message>
        <source>Step through the game turn by turn and see how each of your turns compares with the Expert&apos;s</source>
        <translation>Parcourir la partie tour par tour et voir comment chacun de vos tours se compare à celui de l&apos;Expert</translation>
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
        <extracomment>The help&apos;s section on game reviews, by its English heading (every language&apos;s help has its sections in the same order).</extracomment>
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
    <name>LessonPanel</name>
    <message>
        <source>Leave the table with friends to take the lesson.</source>
        <translation>Quittez la table entre amis pour suivre la leçon.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Would you like a short lesson?</source>
        <translation>Voulez-vous une courte leçon ?</translation>
    </message>
    <message>
        <source>It takes a few minutes: the rules one at a time, on the table, with your own moves. Help → Learn to Play starts it at any time.</source>
        <translation>Elle dure quelques minutes : les règles une à une, sur la table, avec vos propres coups. Aide → Apprendre à jouer la lance à tout moment.</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>&amp;Play a Real Game</source>
        <translation>Jouer une &amp;vraie partie</translation>
    </message>
    <message>
        <source>&amp;Skip Lesson</source>
        <translation>Passer la &amp;leçon</translation>
    </message>
    <message>
        <source>Return to &amp;Your Game</source>
        <translation>Reprendre &amp;votre partie</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
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
        <source>Toda&amp;y&apos;s Deal…</source>
        <translation>Donne du &amp;jour…</translation>
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
        <source>&amp;Watch the Computers…</source>
        <translation>Regarder jo&amp;uer les ordinateurs…</translation>
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
        <source>Re&amp;view a Saved Game…</source>
        <translation>Ana&amp;lyser une partie enregistrée…</translation>
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
        <source>&amp;Card Counter</source>
        <translation>&amp;Compteur de cartes</translation>
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
        <source>&amp;Learn to Play</source>
        <translation>&amp;Apprendre à jouer</translation>
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
        <source>Speech Dispatcher could not be reached: the game speaks through your screen reader instead.</source>
        <extracomment>what the player is told when speech-dispatcher can&apos;t be reached (why is in the log: the system&apos;s words, for whoever looks into it)</extracomment>
        <translation>Speech Dispatcher est injoignable : le jeu parle plutôt par votre lecteur d&apos;écran.</translation>
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
    <name>Rating</name>
    <message>
        <source>Rating over time</source>
        <translation>Évolution du classement</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) rated, from {first} to {last}. The rating went from {start} to {now} (highest {high} on {high_when}, lowest {low} on {low_when}). The computer levels: {levels}.</source>
        <translation>
            <numerusform>%n partie classée, du {first} au {last}. Le classement est passé de {start} à {now} (le plus haut {high} le {high_when}, le plus bas {low} le {low_when}). Les niveaux de l&apos;ordinateur : {levels}.</numerusform>
            <numerusform>%n parties classées, du {first} au {last}. Le classement est passé de {start} à {now} (le plus haut {high} le {high_when}, le plus bas {low} le {low_when}). Les niveaux de l&apos;ordinateur : {levels}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>non gagnée</translation>
    </message>
    <message>
        <source>likely range</source>
        <translation>plage probable</translation>
    </message>
    <message>
        <source>Game {number}, {when}: {about}
Rating after it: {rating}</source>
        <translation>Partie {number}, {when} : {about}
Classement ensuite : {rating}</translation>
    </message>
    <message>
        <source>another person</source>
        <translation>une autre personne</translation>
    </message>
    <message>
        <source>{result} against {opponents}</source>
        <translation>{result} contre {opponents}</translation>
    </message>
    <message>
        <source>Against {level} you win about {percent} — an even game.</source>
        <translation>Contre {level}, vous gagnez environ {percent} — une partie équilibrée.</translation>
    </message>
    <message>
        <source>Against {level} you win about {percent} — the nearest to an even game.</source>
        <translation>Contre {level}, vous gagnez environ {percent} — la partie la plus équilibrée.</translation>
    </message>
    <message>
        <source>Against {level}, {name} wins about {percent} — an even game.</source>
        <translation>Contre {level}, {name} gagne environ {percent} — une partie équilibrée.</translation>
    </message>
    <message>
        <source>Against {level}, {name} wins about {percent} — the nearest to an even game.</source>
        <translation>Contre {level}, {name} gagne environ {percent} — la partie la plus équilibrée.</translation>
    </message>
    <message>
        <source>Rating &amp;of:</source>
        <translation>Classement &amp;de :</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Friends over the network</source>
        <translation>Amis en réseau</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Ami</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Chances de gagner</translation>
    </message>
    <message>
        <source>No games with friends over the network yet: they are rated by name here as you play them.</source>
        <translation>Aucune partie avec des amis en réseau pour l&apos;instant : ils seront classés ici par leur nom au fil de vos parties.</translation>
    </message>
    <message>
        <source>The computer levels&apos; ratings that came with the game could not be read ({reason}), so no rating can be given. Installing the game again puts them back.</source>
        <translation>Les classements des niveaux de l&apos;ordinateur fournis avec le jeu n&apos;ont pas pu être lus ({reason}) : aucun classement ne peut être donné. Réinstaller le jeu les rétablit.</translation>
    </message>
    <message numerus="yes">
        <source>Likely between {low} and {high}, after %n rated game(s).</source>
        <translation>
            <numerusform>Probablement entre {low} et {high}, après %n partie classée.</numerusform>
            <numerusform>Probablement entre {low} et {high}, après %n parties classées.</numerusform>
        </translation>
    </message>
    <message>
        <source>No rated game yet: every player starts here, likely between {low} and {high}. Each game against the computer or a friend tells more.</source>
        <translation>Aucune partie classée pour l&apos;instant : tout le monde commence ici, probablement entre {low} et {high}. Chaque partie contre l&apos;ordinateur ou un ami en dit plus.</translation>
    </message>
    <message>
        <source>Chance to win a game of two: {chances}</source>
        <translation>Chances de gagner une partie à deux : {chances}</translation>
    </message>
    <message>
        <source>Finish a game against the computer to see your rating here, game after game.</source>
        <translation>Terminez une partie contre l&apos;ordinateur pour voir ici votre classement, partie après partie.</translation>
    </message>
    <message>
        <source>Ratings are points on a chess-like scale: 200 points more wins about three games in four. The computer levels&apos; ratings ({levels}) were measured in {games} games between them, each within about {doubt} points either way; your games never move them.</source>
        <translation>Les classements sont des points, comme aux échecs : 200 points de plus gagnent environ trois parties sur quatre. Les classements des niveaux de l&apos;ordinateur ({levels}) ont été mesurés sur {games} parties entre eux, chacun à environ {doubt} points près ; vos parties ne les modifient jamais.</translation>
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
    <name>Review</name>
    <message>
        <source>Each chance to win is estimated from what you could see at that moment, never from a card you could not see: those cards are dealt at random a few hundred times, the turn is played on each deal, the next round of turns is played out quickly, and the race of the payoff piles left decides. Your turn and the Expert&apos;s are judged on the same deals. A turn&apos;s class follows from the chance it gave away against the Expert&apos;s: best (the Expert&apos;s own moves, or at most half a point), good (less than 3 points), inaccuracy (less than 8), mistake (less than 20), blunder (20 points or more). The accuracy is the average over your turns of a score from 100 (as good as the Expert) down to 0.</source>
        <translation>Chaque chance de gagner est estimée d’après ce que vous pouviez voir à ce moment-là, jamais d’après une carte que vous ne pouviez pas voir : ces cartes sont distribuées au hasard quelques centaines de fois, le tour est joué sur chaque donne, le tour de table suivant est simulé rapidement, et la course des piles personnelles restantes décide. Votre tour et celui d’Expert sont jugés sur les mêmes donnes. La note d’un tour découle de la chance qu’il a cédée par rapport à celui d’Expert : meilleur coup (les coups d’Expert eux-mêmes, ou un demi-point au plus), bon (moins de 3 points), imprécision (moins de 8), erreur (moins de 20), gaffe (20 points ou plus). La précision est la moyenne sur vos tours d’une note allant de 100 (aussi bon qu’Expert) à 0.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>The other players&apos; cards are shown once the game is over.</source>
        <translation>Les cartes des autres joueurs sont montrées une fois la partie terminée.</translation>
    </message>
    <message>
        <source>Deal #{deal} · {who} against {others}</source>
        <translation>Donne n° {deal} · {who} contre {others}</translation>
    </message>
    <message>
        <source>Game review, {subtitle}. The Left and Right arrow keys step a turn back and forward, Home and End go to the first and the last turn, C reads the chart.</source>
        <translation>Analyse de la partie, {subtitle}. Les flèches gauche et droite reculent et avancent d&apos;un tour, Début et Fin vont au premier et au dernier tour, C lit le graphique.</translation>
    </message>
    <message>
        <source>Review ready. Accuracy {score}.</source>
        <translation>Analyse prête. Précision {score}.</translation>
    </message>
    <message>
        <source>The game could not be reviewed ({why}).</source>
        <translation>La partie n&apos;a pas pu être analysée ({why}).</translation>
    </message>
    <message>
        <source>Review cancelled. You can still step through the game.</source>
        <translation>Analyse annulée. Vous pouvez toujours parcourir la partie tour par tour.</translation>
    </message>
    <message>
        <source>How the Chances Are Estimated</source>
        <translation>Comment les chances sont estimées</translation>
    </message>
    <message>
        <source>More in the &amp;Help…</source>
        <translation>Plus dans l&apos;&amp;aide…</translation>
    </message>
    <message>
        <source>Every card shown.</source>
        <translation>Toutes les cartes sont montrées.</translation>
    </message>
    <message>
        <source>Only the cards you could see.</source>
        <translation>Seulement les cartes que vous pouviez voir.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>Turn {turn} of {last}</source>
        <translation>Tour {turn} sur {last}</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>votre tour</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>tour de {name}</translation>
    </message>
    <message>
        <source>The game was left here.</source>
        <translation>La partie a été laissée ici.</translation>
    </message>
    <message>
        <source>Turn {turn}, {whose}</source>
        <translation>Tour {turn}, {whose}</translation>
    </message>
    <message>
        <source>Chance to win: {before} before the turn, {after} after it ({best} after Expert&apos;s play).</source>
        <translation>Chance de gagner : {before} avant le tour, {after} après ({best} après le jeu de l&apos;Expert).</translation>
    </message>
    <message>
        <source>Chance to win through the game</source>
        <translation>Chance de gagner au fil de la partie</translation>
    </message>
    <message>
        <source>The chances are being worked out.</source>
        <translation>Les chances sont en cours de calcul.</translation>
    </message>
    <message>
        <source>Turn {turn}: chance to win {chance}.</source>
        <translation>Tour {turn} : chance de gagner {chance}.</translation>
    </message>
    <message>
        <source>Your play: {grade}.</source>
        <translation>Votre jeu : {grade}.</translation>
    </message>
    <message>
        <source>Lowest {low}, highest {high}.</source>
        <translation>La plus basse {low}, la plus haute {high}.</translation>
    </message>
    <message>
        <source>Blunders: {blunders}. Mistakes: {mistakes}.</source>
        <translation>Gaffes : {blunders}. Erreurs : {mistakes}.</translation>
    </message>
    <message>
        <source>Working out the chances…</source>
        <translation>Calcul des chances…</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>Premier tour</translation>
    </message>
    <message>
        <source>Back one turn</source>
        <translation>Un tour en arrière</translation>
    </message>
    <message>
        <source>Forward one turn</source>
        <translation>Un tour en avant</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Dernier tour</translation>
    </message>
    <message>
        <source>Show &amp;all cards</source>
        <translation>Montrer &amp;toutes les cartes</translation>
    </message>
    <message>
        <source>Reviewing the game</source>
        <translation>Analyse de la partie en cours</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Ce tour</translation>
    </message>
    <message>
        <source>Costliest turns</source>
        <translation>Tours les plus coûteux</translation>
    </message>
    <message>
        <source>Your turns</source>
        <translation>Vos tours</translation>
    </message>
    <message>
        <source>How are the chances estimated?</source>
        <translation>Comment les chances sont-elles estimées ?</translation>
    </message>
    <message>
        <source>C&amp;lose Review</source>
        <translation>&amp;Fermer l&apos;analyse</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Analyse… %p %</translation>
    </message>
    <message>
        <source>Accuracy {score} out of 100</source>
        <translation>Précision {score} sur 100</translation>
    </message>
    <message>
        <source>Turn {turn}  {grade}  {before} → {after}</source>
        <translation>Tour {turn}  {grade}  {before} → {after}</translation>
    </message>
    <message>
        <source>Turn {turn}: {grade}. Chance {before} before, {after} after.</source>
        <translation>Tour {turn} : {grade}. Chance de {before} avant, {after} après.</translation>
    </message>
    <message>
        <source>Turn {turn} · {grade} · −{loss}</source>
        <translation>Tour {turn} · {grade} · −{loss}</translation>
    </message>
    <message>
        <source>Turn {turn}, {grade}, cost {loss}: {words}</source>
        <translation>Tour {turn}, {grade}, coût {loss} : {words}</translation>
    </message>
    <message>
        <source>No costly turns: well played.</source>
        <translation>Aucun tour coûteux : bien joué.</translation>
    </message>
    <message>
        <source>Turn {turn}, {grade}, cost {loss}.</source>
        <translation>Tour {turn}, {grade}, coût {loss}.</translation>
    </message>
    <message numerus="yes">
        <source>%n turns of yours.</source>
        <translation>
            <numerusform>%n tour à vous.</numerusform>
            <numerusform>%n tours à vous.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
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
    <name>Sound</name>
    <message>
        <source>The game is silent: no audio device could be opened.</source>
        <translation>Le jeu est muet : aucun périphérique audio n&apos;a pu être ouvert.</translation>
    </message>
    <message>
        <source>The game is silent: its sound player (miniaudio) can&apos;t be loaded.</source>
        <translation>Le jeu est muet : son lecteur audio (miniaudio) ne peut pas être chargé.</translation>
    </message>
    <message>
        <source>The game is silent: the audio device stopped working.</source>
        <translation>Le jeu est muet : le périphérique audio a cessé de fonctionner.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>(no name)</source>
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
        <source>Re&amp;view Game</source>
        <translation>Ana&amp;lyser la partie</translation>
    </message>
    <message>
        <source>Step through the chosen game and see how each of your turns compares with the Expert&apos;s (also a double-click or Enter on the game)</source>
        <translation>Parcourir la partie choisie et voir comment chacun de vos tours se compare à celui de l&apos;Expert (aussi par un double-clic ou Entrée sur la partie)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
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
        <extracomment>How many games are read from the statistics at a time. A game is called even when the chance to win is within this of a half.</extracomment>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The window opens with its usual layout.</source>
        <translation>La fenêtre s’ouvre avec sa disposition habituelle.</translation>
    </message>
    <message>
        <source>Your results of Today&apos;s Deal</source>
        <translation>Vos résultats de la donne du jour</translation>
    </message>
    <message>
        <source>a fresh record of your days was started</source>
        <extracomment>The time now, in the player&apos;s own zone: every date of Today&apos;s Deal comes from one (tests pass a fixed one).</extracomment>
        <translation>un nouveau relevé de vos journées a été commencé</translation>
    </message>
    <message>
        <source>this version neither shows nor records Today&apos;s Deal until the newer version is used again (or until that file is moved elsewhere)</source>
        <translation>cette version n’affiche ni n’enregistre la donne du jour tant que la version plus récente n’est pas réutilisée (ou tant que ce fichier n’est pas déplacé ailleurs)</translation>
    </message>
    <message>
        <source>{what} could not be saved ({why}).</source>
        <translation>Enregistrement impossible : {what} ({why}).</translation>
    </message>
    <message>
        <source>it was made by a newer version of the game</source>
        <extracomment>Documents nested deeper than this are refused (ours are a handful deep).</extracomment>
        <translation>il a été créé par une version plus récente du jeu</translation>
    </message>
    <message>
        <source>The file</source>
        <extracomment>What a file is called where nothing better is known, and what the game does without it.</extracomment>
        <translation>Le fichier</translation>
    </message>
    <message>
        <source>the game goes on without it</source>
        <translation>le jeu continue sans lui</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>le fichier est endommagé</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>le fichier est trop gros</translation>
    </message>
    <message>
        <source>Nothing was saved over &apos;{path}&apos;: it was made by a newer version of the game and is left as it is.</source>
        <translation>Rien n’a été enregistré par-dessus « {path} » : ce fichier a été créé par une version plus récente du jeu et reste tel quel.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). It could not be moved aside ({error}), so it was left at &apos;{path}&apos; and {goes_on}.</source>
        <translation>Lecture impossible : {what} ({why}). Le fichier n’a pas pu être mis de côté ({error}) ; il reste donc à « {path} » et {goes_on}.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). It was moved to &apos;{moved}&apos; and {goes_on}.</source>
        <translation>Lecture impossible : {what} ({why}). Le fichier a été déplacé vers « {moved} » et {goes_on}.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). The file was left as it is at &apos;{path}&apos; and {goes_on}.</source>
        <translation>Lecture impossible : {what} ({why}). Le fichier reste tel quel à « {path} » et {goes_on}.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). The file was left as it is.</source>
        <translation>Lecture impossible : {what} ({why}). Le fichier reste tel quel.</translation>
    </message>
    <message>
        <source>the previous copy was used instead</source>
        <translation>la copie précédente a été utilisée à la place</translation>
    </message>
    <message>
        <source>{what} could not be read (&apos;{path}&apos; is not a regular file).</source>
        <translation>Lecture impossible : {what} (« {path} » n’est pas un fichier ordinaire).</translation>
    </message>
    <message>
        <source>the file is damaged: {detail}</source>
        <translation>le fichier est endommagé : {detail}</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}).</source>
        <translation>Lecture impossible : {what} ({why}).</translation>
    </message>
    <message>
        <source>the file is damaged: it holds text that is not valid</source>
        <translation>le fichier est endommagé : il contient du texte non valide</translation>
    </message>
    <message>
        <source>it is not a file of the right kind</source>
        <translation>ce n’est pas un fichier du bon type</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>La partie en cours</translation>
    </message>
    <message>
        <source>Your saved game</source>
        <translation>Votre partie enregistrée</translation>
    </message>
    <message>
        <source>this version will not save over it, so the newer version can still resume it. This version deals a new game, which is not autosaved</source>
        <translation>cette version n’enregistrera pas par-dessus, pour que la version plus récente puisse encore la reprendre. Cette version distribue une nouvelle partie, qui n’est pas enregistrée automatiquement</translation>
    </message>
    <message>
        <source>The table with your friends</source>
        <translation>La table avec vos amis</translation>
    </message>
    <message>
        <source>The table you hosted for your friends</source>
        <translation>La table que vous avez ouverte pour vos amis</translation>
    </message>
    <message>
        <source>this version leaves it for the newer one</source>
        <translation>cette version la laisse à la plus récente</translation>
    </message>
    <message>
        <source>Your seat at your friend&apos;s table</source>
        <translation>Votre place à la table de votre ami</translation>
    </message>
    <message>
        <source>Your seat at a friend&apos;s table</source>
        <translation>Votre place à la table d’un ami</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partie</translation>
    </message>
    <message>
        <source>The saved game</source>
        <translation>La partie enregistrée</translation>
    </message>
    <message>
        <source>The saved game could not be found at &apos;{path}&apos;.</source>
        <translation>La partie enregistrée est introuvable à « {path} ».</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; was saved by a newer version of Spite and Malice; open it with that version.</source>
        <translation>« {name} » a été enregistré par une version plus récente de Spite and Malice ; ouvrez-le avec cette version.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a saved Spite and Malice game, or it is damaged.</source>
        <translation>« {name} » n’est pas une partie de Spite and Malice enregistrée, ou il est endommagé.</translation>
    </message>
    <message>
        <source>The saved game &apos;{name}&apos; could not be opened ({why}).</source>
        <translation>La partie enregistrée « {name} » n’a pas pu être ouverte ({why}).</translation>
    </message>
    <message>
        <source>The finished game could not be kept for review ({why}).</source>
        <translation>La partie terminée n’a pas pu être conservée pour l’analyse ({why}).</translation>
    </message>
    <message>
        <source>This game&apos;s moves were not kept, so it can&apos;t be reviewed (the moves of your most recent games are kept, from this version of Spite and Malice on).</source>
        <translation>Les coups de cette partie n’ont pas été conservés : elle ne peut pas être analysée (les coups de vos parties les plus récentes sont conservés, à partir de cette version de Spite and Malice).</translation>
    </message>
    <message>
        <source>This game was kept by a newer version of Spite and Malice; review it with that version.</source>
        <translation>Cette partie a été conservée par une version plus récente de Spite and Malice ; analysez-la avec cette version.</translation>
    </message>
    <message>
        <source>The kept moves of this game are damaged, so it can&apos;t be reviewed.</source>
        <translation>Les coups conservés de cette partie sont endommagés : elle ne peut pas être analysée.</translation>
    </message>
    <message>
        <source>This game can&apos;t be reviewed ({why}).</source>
        <translation>Cette partie ne peut pas être analysée ({why}).</translation>
    </message>
    <message>
        <source>{why} The file was left as it is.</source>
        <translation>{why} Le fichier reste tel quel.</translation>
    </message>
    <message>
        <source>rules</source>
        <extracomment>The languages the game speaks (&quot;&quot; follows the system&apos;s language). The longest name or text value kept in the rules (preset names are a few words).</extracomment>
        <translation>règles</translation>
    </message>
    <message>
        <source>deck count</source>
        <translation>nombre de jeux de cartes</translation>
    </message>
    <message>
        <source>number of players</source>
        <translation>nombre de joueurs</translation>
    </message>
    <message>
        <source>computer levels</source>
        <translation>niveaux des ordinateurs</translation>
    </message>
    <message>
        <source>who sits where</source>
        <translation>qui est assis où</translation>
    </message>
    <message>
        <source>players&apos; names</source>
        <translation>noms des joueurs</translation>
    </message>
    <message>
        <source>match length</source>
        <translation>longueur du match</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>dos des cartes</translation>
    </message>
    <message>
        <source>kings shown as jokers</source>
        <translation>rois montrés en jokers</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>vitesse d’animation</translation>
    </message>
    <message>
        <source>highlight targets</source>
        <translation>mise en évidence des cibles</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>couleur du tapis</translation>
    </message>
    <message>
        <source>zoom</source>
        <translation>zoom</translation>
    </message>
    <message>
        <source>card faces</source>
        <translation>faces des cartes</translation>
    </message>
    <message>
        <source>four-colour suits</source>
        <translation>quatre couleurs</translation>
    </message>
    <message>
        <source>table theme</source>
        <translation>thème de la table</translation>
    </message>
    <message>
        <source>the desktop&apos;s reduce-motion setting</source>
        <translation>le réglage « réduire les animations » du bureau</translation>
    </message>
    <message>
        <source>your name at tables with friends</source>
        <translation>votre nom aux tables entre amis</translation>
    </message>
    <message>
        <source>mailbox server</source>
        <translation>serveur de boîte aux lettres</translation>
    </message>
    <message>
        <source>transit relay</source>
        <translation>relais de transit</translation>
    </message>
    <message>
        <source>relay only</source>
        <translation>relais uniquement</translation>
    </message>
    <message>
        <source>the folder of your saved games</source>
        <translation>le dossier de vos parties enregistrées</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>son</translation>
    </message>
    <message>
        <source>sound volume</source>
        <translation>volume du son</translation>
    </message>
    <message>
        <source>the &quot;your turn&quot; chime</source>
        <translation>le carillon « à vous »</translation>
    </message>
    <message>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <source>the lesson offered at the first start</source>
        <translation>la leçon proposée au premier démarrage</translation>
    </message>
    <message>
        <source>Your settings</source>
        <translation>Vos préférences</translation>
    </message>
    <message>
        <source>the game goes on with the default settings</source>
        <translation>le jeu continue avec les réglages par défaut</translation>
    </message>
    <message>
        <source>this version plays with its default settings and does not save over it; the newer version of the game still has them</source>
        <translation>cette version joue avec ses réglages par défaut et n’enregistre pas par-dessus ; la version plus récente du jeu les conserve</translation>
    </message>
    <message>
        <source>Some of your settings could not be understood and are back to their defaults: {names}. {then}</source>
        <translation>Certaines de vos préférences n’ont pas pu être comprises et reprennent leur valeur par défaut : {names}. {then}</translation>
    </message>
    <message>
        <source>The file could not be moved aside ({why}) and was left as it was.</source>
        <translation>Le fichier n’a pas pu être mis de côté ({why}) et a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The original file was moved to &apos;{path}&apos;.</source>
        <translation>Le fichier d’origine a été déplacé vers « {path} ».</translation>
    </message>
    <message>
        <source>Your settings could not be saved ({why}).</source>
        <translation>Vos préférences n’ont pas pu être enregistrées ({why}).</translation>
    </message>
    <message>
        <source>permission denied</source>
        <extracomment>The longest name (rules, level, reason) a record holds. How many games :meth:`StatsStore.read_ahead` reads at a time: a few milliseconds&apos; work. When a game ended, as the game writes it: &quot;2026-11-21T23:59:59+00:00&quot; (the zone may be &quot;Z&quot; or left out). :func:`_sound_row` says the same in SQL.</extracomment>
        <translation>accès refusé</translation>
    </message>
    <message>
        <source>the file is locked by another program</source>
        <translation>le fichier est verrouillé par un autre programme</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>le fichier ou son dossier est en lecture seule</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>le disque n’a pas pu être lu ou écrit</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <extracomment>The longest message a box shows; a path or two and a sentence fit easily. The longest piece of a file&apos;s own text quoted in a message. What the player reads for the system errors a full or locked-down disk gives.</extracomment>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>le fichier n’a pas pu être ouvert</translation>
    </message>
    <message>
        <source>Your statistics could not be updated ({why}).</source>
        <extracomment>What went wrong with the statistics, whole sentences (&quot;{why}&quot;: the reason).</extracomment>
        <translation>Vos statistiques n’ont pas pu être mises à jour ({why}).</translation>
    </message>
    <message>
        <source>Your statistics could not be reset ({why}).</source>
        <translation>Vos statistiques n’ont pas pu être remises à zéro ({why}).</translation>
    </message>
    <message>
        <source>Your statistics could not be read ({why}).</source>
        <translation>Vos statistiques n’ont pas pu être lues ({why}).</translation>
    </message>
    <message>
        <source>Your statistics could not be opened ({why}).</source>
        <translation>Vos statistiques n’ont pas pu être ouvertes ({why}).</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Vos statistiques</translation>
    </message>
    <message>
        <source>a fresh record of your games was started</source>
        <translation>un nouveau relevé de vos parties a été commencé</translation>
    </message>
    <message>
        <source>this version neither shows nor records games until the newer version is used again (or until that file is moved elsewhere, to start new statistics with this version)</source>
        <translation>cette version n’affiche ni n’enregistre de parties tant que la version plus récente n’est pas réutilisée (ou tant que ce fichier n’est pas déplacé ailleurs, pour commencer de nouvelles statistiques avec cette version)</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>le quota disque est épuisé</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the file is too large for the disk</source>
        <translation>le fichier est trop gros pour le disque</translation>
    </message>
    <message>
        <source>the window opens with its usual layout</source>
        <translation>la fenêtre s’ouvre avec sa disposition habituelle</translation>
    </message>
    <message>
        <source>The saved window layout</source>
        <translation>La disposition de fenêtre enregistrée</translation>
    </message>
    <message>
        <source>process {pid}</source>
        <translation>processus {pid}</translation>
    </message>
    <message>
        <source>on the computer {host}</source>
        <translation>sur l&apos;ordinateur {host}</translation>
    </message>
    <message>
        <source>started at {time}</source>
        <translation>lancé à {time}</translation>
    </message>
    <message>
        <source>started on {date} at {time}</source>
        <translation>lancé le {date} à {time}</translation>
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
    <name>Watching</name>
    <message>
        <source>Leave the table with your friends first to watch the computers.</source>
        <translation>Quittez d&apos;abord la table de vos amis pour regarder jouer les ordinateurs.</translation>
    </message>
    <message>
        <source>Paused: {step_move} plays one move, {step_turn} one turn, {resume} goes on.</source>
        <translation>En pause : {step_move} joue un coup, {step_turn} un tour, {resume} reprend la partie.</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <extracomment>The commands of one&apos;s own game that mean nothing while the computers are watched.</extracomment>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>Watching · {rules}</source>
        <translation>En spectateur · {rules}</translation>
    </message>
    <message>
        <source>{deal_again} deals again, {stop} stops watching.</source>
        <translation>{deal_again} redistribue, {stop} arrête de regarder.</translation>
    </message>
    <message>
        <source>Watch the Computers</source>
        <translation>Regarder jouer les ordinateurs</translation>
    </message>
    <message>
        <source>Computer players play a game against one another while you watch. Each of them sees only its own cards. Nothing of it counts in your statistics, and the game you are playing waits until you stop watching.</source>
        <translation>Des joueurs ordinateurs jouent une partie les uns contre les autres pendant que vous regardez. Chacun ne voit que ses propres cartes. Rien de cette partie ne compte dans vos statistiques, et votre partie en cours attend que vous cessiez de regarder.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Vitesse :</translation>
    </message>
    <message>
        <source>A new deal</source>
        <translation>Une nouvelle donne</translation>
    </message>
    <message>
        <source>A deal number watches the computers play that deal (the same number always deals the same cards), such as one you have just played.</source>
        <translation>Avec un numéro de donne, les ordinateurs jouent cette donne (le même numéro distribue toujours les mêmes cartes), par exemple une que vous venez de jouer.</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>Numéro de &amp;donne :</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>Re&amp;garder</translation>
    </message>
    <message>
        <source>{place}:</source>
        <translation>{place} :</translation>
    </message>
    <message>
        <source>{place}&apos;s level</source>
        <translation>Niveau de {place}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Spectateur</translation>
    </message>
    <message>
        <source>Step: One &amp;Move</source>
        <translation>Pas à pas : un &amp;coup</translation>
    </message>
    <message>
        <source>Step: One &amp;Turn</source>
        <translation>Pas à pas : un &amp;tour</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Sp&amp;eed:</source>
        <translation>Vit&amp;esse :</translation>
    </message>
    <message>
        <source>The table shows the view of</source>
        <translation>La table montre le point de vue de</translation>
    </message>
    <message>
        <source>Table &amp;from:</source>
        <translation>Table &amp;vue par :</translation>
    </message>
    <message>
        <source>&amp;Hands Face Up</source>
        <translation>Mains &amp;face visible</translation>
    </message>
    <message>
        <source>Which hands the table shows face up, besides the one at the bottom</source>
        <translation>Les mains que la table montre face visible, en plus de celle du bas</translation>
    </message>
    <message>
        <source>&amp;Deal Again</source>
        <translation>Re&amp;distribuer</translation>
    </message>
    <message>
        <source>&amp;Stop Watching</source>
        <translation>&amp;Arrêter de regarder</translation>
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
