<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name>Lists</name>
    <message>
      <source>{first} and {last}</source>
      <translation>{first} et {last}</translation>
    </message>
    <message>
      <source>{items}, {item}</source>
      <translation>{items}, {item}</translation>
    </message>
  </context>
  <context>
    <name>Card corners</name>
    <message>
      <source>A</source>
      <translation>A</translation>
    </message>
    <message>
      <source>J</source>
      <translation>V</translation>
    </message>
    <message>
      <source>Q</source>
      <translation>D</translation>
    </message>
    <message>
      <source>K</source>
      <translation>R</translation>
    </message>
  </context>
  <context>
    <name>Cards</name>
    <message>
      <source>Joker</source>
      <translation>Joker</translation>
    </message>
    <message>
      <source>Ace</source>
      <translation>As</translation>
    </message>
    <message>
      <source>Jack</source>
      <translation>Valet</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Dame</translation>
    </message>
    <message>
      <source>King</source>
      <translation>Roi</translation>
    </message>
    <message>
      <source>a Joker</source>
      <translation>un joker</translation>
    </message>
    <message>
      <source>an Ace</source>
      <translation>un As</translation>
    </message>
    <message>
      <source>a 2</source>
      <translation>un 2</translation>
    </message>
    <message>
      <source>a 3</source>
      <translation>un 3</translation>
    </message>
    <message>
      <source>a 4</source>
      <translation>un 4</translation>
    </message>
    <message>
      <source>a 5</source>
      <translation>un 5</translation>
    </message>
    <message>
      <source>a 6</source>
      <translation>un 6</translation>
    </message>
    <message>
      <source>a 7</source>
      <translation>un 7</translation>
    </message>
    <message>
      <source>an 8</source>
      <translation>un 8</translation>
    </message>
    <message>
      <source>a 9</source>
      <translation>un 9</translation>
    </message>
    <message>
      <source>a 10</source>
      <translation>un 10</translation>
    </message>
    <message>
      <source>a Jack</source>
      <translation>un Valet</translation>
    </message>
    <message>
      <source>a Queen</source>
      <translation>une Dame</translation>
    </message>
    <message>
      <source>a King</source>
      <translation>un Roi</translation>
    </message>
    <message>
      <source>{rank} of spades</source>
      <translation>{rank} de pique</translation>
    </message>
    <message>
      <source>{rank} of hearts</source>
      <translation>{rank} de cœur</translation>
    </message>
    <message>
      <source>{rank} of diamonds</source>
      <translation>{rank} de carreau</translation>
    </message>
    <message>
      <source>{rank} of clubs</source>
      <translation>{rank} de trèfle</translation>
    </message>
  </context>
  <context>
    <name>Refusals</name>
    <message>
      <source>That is not a move.</source>
      <translation>Ce n’est pas un coup.</translation>
    </message>
    <message>
      <source>Cards can be played only from your payoff pile, your hand or your side stacks.</source>
      <translation>On ne joue que depuis sa pile personnelle, sa main ou ses défausses.</translation>
    </message>
    <message>
      <source>Cards go to a centre stack or, to end the turn, to one of your side stacks.</source>
      <translation>Les cartes vont sur une pile centrale ou, pour finir le tour, sur une de vos défausses.</translation>
    </message>
    <message>
      <source>A card's place must be a whole number.</source>
      <translation>La place d’une carte doit être un nombre entier.</translation>
    </message>
    <message>
      <source>A stack's number must be a whole number.</source>
      <translation>Le numéro d’une pile doit être un nombre entier.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <source>Wait for your turn.</source>
      <translation>Attendez votre tour.</translation>
    </message>
    <message>
      <source>End your turn by placing a card from your hand on one of your side stacks.</source>
      <translation>Terminez votre tour en posant une carte de votre main sur une de vos défausses.</translation>
    </message>
    <message>
      <source>Only the top card of your payoff pile can be played.</source>
      <translation>Seule la carte du dessus de votre pile personnelle peut être jouée.</translation>
    </message>
    <message>
      <source>Your payoff pile is empty.</source>
      <translation>Votre pile personnelle est vide.</translation>
    </message>
    <message>
      <source>There is no card at that place in your hand.</source>
      <translation>Il n’y a pas de carte à cette place dans votre main.</translation>
    </message>
    <message>
      <source>There is no such side stack.</source>
      <translation>Cette défausse n’existe pas.</translation>
    </message>
    <message>
      <source>That side stack is empty.</source>
      <translation>Cette défausse est vide.</translation>
    </message>
    <message>
      <source>There is no such centre stack.</source>
      <translation>Cette pile centrale n’existe pas.</translation>
    </message>
    <message>
      <source>Your payoff card can only be played to a centre stack.</source>
      <translation>Votre carte personnelle ne peut aller que sur une pile centrale.</translation>
    </message>
    <message>
      <source>A card on a side stack can only be played to a centre stack.</source>
      <translation>Une carte de défausse ne peut aller que sur une pile centrale.</translation>
    </message>
    <message>
      <source>Aces may not be placed on a side stack under these rules.</source>
      <translation>Avec ces règles, les As ne vont pas en défausse.</translation>
    </message>
    <message>
      <source>There is no game.</source>
      <translation>Aucune partie en cours.</translation>
    </message>
    <message>
      <source>There is no such seat at this table.</source>
      <translation>Cette place n’existe pas à cette table.</translation>
    </message>
    <message>
      <source>There is nothing to take back this turn.</source>
      <translation>Il n’y a rien à reprendre ce tour-ci.</translation>
    </message>
    <message>
      <source>There is nothing to play again.</source>
      <translation>Il n’y a rien à rejouer.</translation>
    </message>
    <message>
      <source>Cards go to a centre stack, or from your hand to one of your side stacks to end your turn.</source>
      <translation>Les cartes vont sur une pile centrale, ou de votre main sur une de vos défausses pour finir votre tour.</translation>
    </message>
    <message>
      <source>You are not sitting at this table.</source>
      <translation>Vous n’êtes pas assis à cette table.</translation>
    </message>
    <message>
      <source>The connection to the table is lost; trying to reconnect.</source>
      <translation>La connexion à la table est perdue ; nouvelle tentative en cours.</translation>
    </message>
    <message>
      <source>Wait for the table to answer.</source>
      <translation>Attendez la réponse de la table.</translation>
    </message>
    <message>
      <source>Slow down: too many messages at once.</source>
      <translation>Doucement : trop de messages à la fois.</translation>
    </message>
    <message>
      <source>Your time for this turn ran out: a computer plays the rest of it.</source>
      <translation>Votre temps pour ce tour est écoulé : l’ordinateur joue la suite.</translation>
    </message>
    <message>
      <source>Your time for the turn ran out: a computer played it.</source>
      <translation>Votre temps pour le tour était écoulé : l’ordinateur l’a joué.</translation>
    </message>
    <message>
      <source>This step of the lesson asks for another move.</source>
      <translation>Cette étape de la leçon demande un autre coup.</translation>
    </message>
    <message>
      <source>The table refused that.</source>
      <translation>La table a refusé.</translation>
    </message>
    <message>
      <source>Play the Ace on your payoff pile to an empty centre stack before ending your turn.</source>
      <translation>Jouez l’As de votre pile personnelle sur une pile centrale vide avant de finir votre tour.</translation>
    </message>
    <message>
      <source>Play the Ace in your hand to an empty centre stack before ending your turn.</source>
      <translation>Jouez l’As de votre main sur une pile centrale vide avant de finir votre tour.</translation>
    </message>
    <message>
      <source>Play the Ace on your side stack to an empty centre stack before ending your turn.</source>
      <translation>Jouez l’As de votre défausse sur une pile centrale vide avant de finir votre tour.</translation>
    </message>
    <message>
      <source>A joker can't start a centre stack under these rules: an empty stack takes an Ace.</source>
      <translation>Avec ces règles, un joker ne peut pas commencer une pile centrale : une pile vide prend un As.</translation>
    </message>
    <message>
      <source>A wild King can't start a centre stack under these rules: an empty stack takes an Ace.</source>
      <translation>Avec ces règles, un Roi joker ne peut pas commencer une pile centrale : une pile vide prend un As.</translation>
    </message>
    <message>
      <source>{card} can't start a centre stack: an empty stack takes an Ace.</source>
      <translation>{card} ne peut pas commencer une pile centrale : une pile vide prend un As.</translation>
    </message>
    <message>
      <source>{card} can't start a centre stack: an empty stack takes an Ace or a wild card.</source>
      <translation>{card} ne peut pas commencer une pile centrale : une pile vide prend un As ou un joker.</translation>
    </message>
    <message>
      <source>{card} can't go on {on}: that stack needs {needs}.</source>
      <translation>{card} ne va pas sur {on} : il faut {needs} sur cette pile.</translation>
    </message>
    <message>
      <source>The {card} can't be taken back: playing it turned up your next payoff card.</source>
      <translation>Le {card} ne peut pas être repris : le jouer a retourné votre carte personnelle suivante.</translation>
    </message>
    <message>
      <source>The card can't be taken back: playing it turned up your next payoff card.</source>
      <translation>La carte ne peut pas être reprise : la jouer a retourné votre carte personnelle suivante.</translation>
    </message>
    <message>
      <source>The {card} can't be taken back: your hand ran out and you drew new cards.</source>
      <translation>Le {card} ne peut pas être repris : votre main s’est vidée et vous avez pioché de nouvelles cartes.</translation>
    </message>
    <message>
      <source>The card can't be taken back: your hand ran out and you drew new cards.</source>
      <translation>La carte ne peut pas être reprise : votre main s’est vidée et vous avez pioché de nouvelles cartes.</translation>
    </message>
    <message>
      <source>No centre stack takes the {card} now.</source>
      <translation>Aucune pile centrale ne prend le {card} maintenant.</translation>
    </message>
  </context>
  <context>
    <name>Friends</name>
    <message>
      <source>Hi!</source>
      <translation>Salut !</translation>
    </message>
    <message>
      <source>Hello!</source>
      <translation>Bonjour !</translation>
    </message>
    <message>
      <source>Nice!</source>
      <translation>Joli !</translation>
    </message>
    <message>
      <source>Well played!</source>
      <translation>Bien joué !</translation>
    </message>
    <message>
      <source>Oops</source>
      <translation>Oups</translation>
    </message>
    <message>
      <source>Oops!</source>
      <translation>Oups !</translation>
    </message>
    <message>
      <source>Hmm…</source>
      <translation>Hum…</translation>
    </message>
    <message>
      <source>Let me think…</source>
      <translation>Je réfléchis…</translation>
    </message>
    <message>
      <source>Your turn</source>
      <translation>À toi</translation>
    </message>
    <message>
      <source>Your turn!</source>
      <translation>À toi !</translation>
    </message>
    <message>
      <source>GG</source>
      <translation>GG</translation>
    </message>
    <message>
      <source>Good game!</source>
      <translation>Belle partie !</translation>
    </message>
    <message>
      <source>Thanks</source>
      <translation>Merci</translation>
    </message>
    <message>
      <source>Thanks!</source>
      <translation>Merci !</translation>
    </message>
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
    <message numerus="yes">
      <source>{count} minutes</source>
      <comment>one: {count} minute</comment>
      <translation>
        <numerusform>{count} minute</numerusform>
        <numerusform>{count} minutes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{count} seconds</source>
      <comment>one: {count} second</comment>
      <translation>
        <numerusform>{count} seconde</numerusform>
        <numerusform>{count} secondes</numerusform>
      </translation>
    </message>
    <message>
      <source>Someone</source>
      <translation>Quelqu’un</translation>
    </message>
    <message>
      <source>time's up</source>
      <translation>temps écoulé</translation>
    </message>
    <message>
      <source>{clock} left</source>
      <translation>encore {clock}</translation>
    </message>
    <message numerus="yes">
      <source>{count} seconds left in your turn: then a computer plays the rest of it.</source>
      <comment>one: {count} second left in your turn: then a computer plays the rest of it.</comment>
      <translation>
        <numerusform>Encore {count} seconde pour votre tour : ensuite l’ordinateur joue la suite.</numerusform>
        <numerusform>Encore {count} secondes pour votre tour : ensuite l’ordinateur joue la suite.</numerusform>
      </translation>
    </message>
    <message>
      <source>online</source>
      <translation>connecté</translation>
    </message>
    <message>
      <source>computer playing</source>
      <translation>l’ordinateur joue</translation>
    </message>
    <message>
      <source>open seat</source>
      <translation>place libre</translation>
    </message>
    <message>
      <source>away {clock}</source>
      <translation>absent {clock}</translation>
    </message>
    <message>
      <source>host</source>
      <translation>hôte</translation>
    </message>
    <message>
      <source>{name}'s turn: waiting for their move…</source>
      <translation>À {name} de jouer : on attend son coup…</translation>
    </message>
    <message>
      <source>{name} dropped out: their seat waits {clock} for them to come back.</source>
      <translation>{name} s’est déconnecté : sa place l’attend {clock}.</translation>
    </message>
    <message>
      <source>A computer plays for {name} until they come back…</source>
      <translation>L’ordinateur joue pour {name} en attendant son retour…</translation>
    </message>
    <message>
      <source>A computer ({level}) plays for {name} until they come back…</source>
      <translation>L’ordinateur ({level}) joue pour {name} en attendant son retour…</translation>
    </message>
    <message>
      <source>A computer plays the open seat…</source>
      <translation>L’ordinateur joue la place libre…</translation>
    </message>
    <message>
      <source>A computer ({level}) plays the open seat…</source>
      <translation>L’ordinateur ({level}) joue la place libre…</translation>
    </message>
    <message>
      <source>{who} joined the table.</source>
      <translation>{who} a rejoint la table.</translation>
    </message>
    <message>
      <source>{who} is back.</source>
      <translation>{who} est de retour.</translation>
    </message>
    <message>
      <source>{who} dropped out ({detail}).</source>
      <translation>{who} s’est déconnecté ({detail}).</translation>
    </message>
    <message>
      <source>{who}'s seat waits {detail} seconds for them to come back.</source>
      <translation>La place de {who} l’attend {detail} secondes.</translation>
    </message>
    <message>
      <source>A computer player ({detail}) plays for {who} until they come back.</source>
      <translation>Un joueur de l’ordinateur ({detail}) joue pour {who} en attendant son retour.</translation>
    </message>
    <message>
      <source>{who} left the table.</source>
      <translation>{who} a quitté la table.</translation>
    </message>
    <message>
      <source>{who}: {detail}</source>
      <translation>{who} : {detail}</translation>
    </message>
    <message>
      <source>{who}: [{detail}]</source>
      <translation>{who} : [{detail}]</translation>
    </message>
    <message>
      <source>{who} would like to play again.</source>
      <translation>{who} voudrait rejouer.</translation>
    </message>
    <message>
      <source>Game {detail} is dealt.</source>
      <translation>La partie {detail} est distribuée.</translation>
    </message>
    <message>
      <source>Game {detail} is over.</source>
      <translation>La partie {detail} est terminée.</translation>
    </message>
    <message>
      <source>A program at {who} was turned away: it {detail}.</source>
      <translation>Un programme chez {who} a été refusé : {detail}.</translation>
    </message>
    <message>
      <source>The table is closed: {detail}</source>
      <translation>La table est fermée : {detail}</translation>
    </message>
    <message>
      <source>{who} closed their game.</source>
      <translation>{who} a fermé son jeu.</translation>
    </message>
    <message>
      <source>{who}'s program was closed; the table is kept. Back to it when {who} hosts it again.</source>
      <translation>Le programme de {who} a été fermé ; la table est gardée. On y revient quand {who} la rouvre.</translation>
    </message>
    <message>
      <source>The table talk so far.</source>
      <translation>La discussion jusqu’ici.</translation>
    </message>
    <message>
      <source>{who} has {detail} seconds for this turn.</source>
      <translation>{who} a {detail} secondes pour ce tour.</translation>
    </message>
    <message>
      <source>{who}'s time for the turn ran out: a computer plays the rest of it.</source>
      <translation>Le temps de {who} pour ce tour est écoulé : l’ordinateur joue la suite.</translation>
    </message>
    <message>
      <source>{who} stopped asking to sit down.</source>
      <translation>{who} ne demande plus à s’asseoir.</translation>
    </message>
    <message>
      <source>{who} was removed from the table; a computer plays the seat.</source>
      <translation>{who} a été retiré de la table ; l’ordinateur joue sa place.</translation>
    </message>
    <message>
      <source>Someone guessed at the table's PIN: it is now {detail}.</source>
      <translation>Quelqu’un a tenté de deviner le PIN de la table : c’est maintenant {detail}.</translation>
    </message>
    <message>
      <source>{host} closed the table.</source>
      <translation>{host} a fermé la table.</translation>
    </message>
    <message>
      <source>{host}'s program was closed.</source>
      <translation>Le programme de {host} a été fermé.</translation>
    </message>
    <message>
      <source>{host} did not let you in.</source>
      <translation>{host} ne vous a pas laissé entrer.</translation>
    </message>
    <message>
      <source>{host} did not answer in time: try again.</source>
      <translation>{host} n'a pas répondu à temps : réessayez.</translation>
    </message>
    <message>
      <source>The table is full.</source>
      <translation>La table est complète.</translation>
    </message>
    <message>
      <source>Someone already sits at the seat of this invite code.</source>
      <translation>Quelqu'un occupe déjà la place de ce code d'invitation.</translation>
    </message>
    <message>
      <source>{host} removed you from the table.</source>
      <translation>{host} vous a retiré de la table.</translation>
    </message>
    <message>
      <source>You sat down at this table again from another place.</source>
      <translation>Vous vous êtes de nouveau assis à cette table depuis un autre endroit.</translation>
    </message>
    <message>
      <source>The table is busy. Try again in a moment.</source>
      <translation>La table est occupée. Réessayez dans un instant.</translation>
    </message>
    <message>
      <source>This table asks for its PIN: type the PIN shown on the host's screen.</source>
      <translation>Cette table demande son code PIN : saisissez le code PIN affiché sur l'écran de l'hôte.</translation>
    </message>
    <message>
      <source>That PIN is not the table's: check the PIN on the host's screen.</source>
      <translation>Ce n'est pas le code PIN de la table : vérifiez le code PIN sur l'écran de l'hôte.</translation>
    </message>
    <message>
      <source>sent a message out of turn</source>
      <translation>a envoyé un message à contretemps</translation>
    </message>
    <message>
      <source>sent a move for another seat</source>
      <translation>a envoyé un coup pour une autre place</translation>
    </message>
    <message>
      <source>could not prove it holds the seat key it named</source>
      <translation>n'a pas pu prouver qu'il détient la clé de place annoncée</translation>
    </message>
    <message>
      <source>did not know the table's PIN</source>
      <translation>ne connaissait pas le code PIN de la table</translation>
    </message>
    <message>
      <source>took too long to join</source>
      <translation>a mis trop de temps à s'asseoir</translation>
    </message>
    <message>
      <source>made room for a newer connection</source>
      <translation>a laissé la place à une connexion plus récente</translation>
    </message>
    <message>
      <source>has another version of the game</source>
      <translation>a une autre version du jeu</translation>
    </message>
    <message>
      <source>sent a message that is not valid</source>
      <translation>a envoyé un message non valide</translation>
    </message>
    <message>
      <source>the other program sent bad connection hints</source>
      <translation>l’autre programme a envoyé des indications de connexion invalides</translation>
    </message>
    <message>
      <source>stopped answering</source>
      <translation>ne répondait plus</translation>
    </message>
    <message>
      <source>sent a message that is too large</source>
      <translation>a envoyé un message trop volumineux</translation>
    </message>
    <message>
      <source>the connection closed</source>
      <translation>la connexion a été fermée</translation>
    </message>
    <message>
      <source>stopped reading</source>
      <translation>ne lisait plus</translation>
    </message>
    <message>
      <source>the table could not prove it holds its key</source>
      <translation>la table n'a pas pu prouver qu'elle détient sa clé</translation>
    </message>
    <message>
      <source>the table did not answer</source>
      <translation>la table n'a pas répondu</translation>
    </message>
    <message>
      <source>the table moved us to another seat</source>
      <translation>la table nous a déplacés à une autre place</translation>
    </message>
    <message>
      <source>the table sent a message out of turn</source>
      <translation>la table a envoyé un message à contretemps</translation>
    </message>
    <message>
      <source>the table sent the view of another seat</source>
      <translation>la table a envoyé la vue d'une autre place</translation>
    </message>
    <message>
      <source>Type the host's address and port as they see it, like 192.168.1.20:47474 (the port may be left out if it is 47474).</source>
      <translation>Saisissez l'adresse et le port de l'hôte tels qu'il les voit, par exemple 192.168.1.20:47474 (le port peut être omis s'il vaut 47474).</translation>
    </message>
    <message>
      <source>A table PIN is 6 digits, like 482 913.</source>
      <translation>Le code PIN d'une table a 6 chiffres, par exemple 482 913.</translation>
    </message>
    <message>
      <source>That is not an invite code; one looks like 7-guitarist-revenge.</source>
      <translation>Ce n'est pas un code d'invitation ; un code ressemble à 7-guitarist-revenge.</translation>
    </message>
    <message>
      <source>That invite code is not right: check the number and the words.</source>
      <translation>Ce code d'invitation n'est pas le bon : vérifiez le nombre et les mots.</translation>
    </message>
    <message>
      <source>Nobody offers a seat with that invite code right now.</source>
      <translation>Personne ne propose de place avec ce code d'invitation pour le moment.</translation>
    </message>
    <message>
      <source>The invite could not be used ({why}).</source>
      <translation>L'invitation n'a pas pu être utilisée ({why}).</translation>
    </message>
    <message>
      <source>the table runs another version of the game ({version})</source>
      <translation>la table utilise une autre version du jeu ({version})</translation>
    </message>
    <message>
      <source>The table ended the connection: your program {fault}.</source>
      <translation>La table a mis fin à la connexion : votre programme {fault}.</translation>
    </message>
    <message>
      <source>This table runs Spite and Malice {version}, a newer version than yours. Play with version {version} to join.</source>
      <translation>Cette table utilise Spite and Malice {version}, une version plus récente que la vôtre. Jouez avec la version {version} pour la rejoindre.</translation>
    </message>
    <message>
      <source>This table runs Spite and Malice {version}, an older version than yours. Play with version {version} to join, or ask the host to update.</source>
      <translation>Cette table utilise Spite and Malice {version}, une version plus ancienne que la vôtre. Jouez avec la version {version} pour la rejoindre, ou demandez à l'hôte de mettre à jour.</translation>
    </message>
    <message>
      <source>nobody hosts a table at that address and port</source>
      <translation>personne n'héberge de table à cette adresse et sur ce port</translation>
    </message>
    <message>
      <source>the table did not answer in time</source>
      <translation>la table n'a pas répondu à temps</translation>
    </message>
    <message>
      <source>that address is not known on this network</source>
      <translation>cette adresse est inconnue sur ce réseau</translation>
    </message>
    <message>
      <source>could not reach the table: {why}</source>
      <translation>impossible de joindre la table : {why}</translation>
    </message>
    <message>
      <source>Deal verified: every card came from deal #{deal}, as the host promised before dealing.</source>
      <translation>Donne vérifiée : chaque carte venait de la donne n° {deal}, comme l'hôte l'avait promis avant de distribuer.</translation>
    </message>
    <message>
      <source>Warning: the deal the host revealed is not the one it promised before the game.</source>
      <translation>Attention : la donne révélée par l'hôte n'est pas celle promise avant la partie.</translation>
    </message>
    <message>
      <source>The deal could not be checked: the game was not seen from its start.</source>
      <translation>La donne n'a pas pu être vérifiée : la partie n'a pas été suivie depuis le début.</translation>
    </message>
    <message>
      <source>Warning: the host's cards changed during the game.</source>
      <translation>Attention : les cartes de l'hôte ont changé pendant la partie.</translation>
    </message>
    <message>
      <source>Warning: the host changed its promise about the deal during the game.</source>
      <translation>Attention : l'hôte a changé sa promesse sur la donne pendant la partie.</translation>
    </message>
    <message>
      <source>Warning: the host promised nothing about this deal before dealing it, so it can't be checked.</source>
      <translation>Attention : l'hôte n'a rien promis sur cette donne avant de la distribuer, elle ne peut donc pas être vérifiée.</translation>
    </message>
    <message numerus="yes">
      <source>{who}'s seat waits {count} seconds for them to come back.</source>
      <comment>one: {who}'s seat waits {count} second for them to come back.</comment>
      <translation>
        <numerusform>La place de {who} l’attend {count} seconde.</numerusform>
        <numerusform>La place de {who} l’attend {count} secondes.</numerusform>
      </translation>
    </message>
    <message>
      <source>Refused: {reason}</source>
      <translation>Refusé : {reason}</translation>
    </message>
    <message>
      <source>The connection to the table was lost; trying again for {duration}.</source>
      <translation>La connexion à la table est perdue ; nouvelles tentatives pendant {duration}.</translation>
    </message>
    <message>
      <source>You sit at seat {seat}.</source>
      <translation>Vous êtes à la place {seat}.</translation>
    </message>
    <message>
      <source>{who} asks to sit at seat {seat}.</source>
      <translation>{who} demande à s’asseoir à la place {seat}.</translation>
    </message>
    <message>
      <source>The host is asked to let you sit at seat {seat}.</source>
      <translation>On demande à l’hôte de vous laisser vous asseoir à la place {seat}.</translation>
    </message>
    <message>
      <source>{kind}: {detail}</source>
      <translation>{kind} : {detail}</translation>
    </message>
    <message>
      <source>You sat down at the table.</source>
      <translation>Vous vous êtes assis à la table.</translation>
    </message>
    <message>
      <source>{who} sat down at the table.</source>
      <translation>{who} s’est assis à la table.</translation>
    </message>
    <message>
      <source>A computer plays for {who} until they come back.</source>
      <translation>L’ordinateur joue pour {who} en attendant son retour.</translation>
    </message>
    <message>
      <source>A computer ({level}) plays for {who} until they come back.</source>
      <translation>L’ordinateur ({level}) joue pour {who} en attendant son retour.</translation>
    </message>
    <message>
      <source>A computer plays for you until you come back.</source>
      <translation>L’ordinateur joue pour vous en attendant votre retour.</translation>
    </message>
    <message>
      <source>A computer ({level}) plays for you until you come back.</source>
      <translation>L’ordinateur ({level}) joue pour vous en attendant votre retour.</translation>
    </message>
    <message>
      <source>{who}'s seat waits {clock} for them to come back.</source>
      <translation>La place de {who} l’attend {clock}.</translation>
    </message>
    <message>
      <source>Your seat waits {clock} for you to come back.</source>
      <translation>Votre place vous attend {clock}.</translation>
    </message>
    <message>
      <source>The host is asked to let you in…</source>
      <translation>On demande à l’hôte de vous faire entrer…</translation>
    </message>
    <message>
      <source>You ask to sit at seat {seat}.</source>
      <translation>Vous demandez à vous asseoir à la place {seat}.</translation>
    </message>
    <message>
      <source>{who} was removed from the table: a computer plays the seat.</source>
      <translation>{who} a été retiré de la table : l’ordinateur joue sa place.</translation>
    </message>
    <message>
      <source>You were removed from the table: a computer plays the seat.</source>
      <translation>Vous avez été retiré de la table : l’ordinateur joue votre place.</translation>
    </message>
    <message>
      <source>{who}'s time ran out: a computer plays the rest of their turn.</source>
      <translation>Le temps de {who} est écoulé : l’ordinateur joue la fin de son tour.</translation>
    </message>
    <message>
      <source>Your time ran out: a computer plays the rest of your turn.</source>
      <translation>Votre temps est écoulé : l’ordinateur joue la fin de votre tour.</translation>
    </message>
  </context>
  <context>
    <name>Outcomes</name>
    <message>
      <source>The game is a draw: the turn limit was reached.</source>
      <translation>Partie nulle : la limite de tours est atteinte.</translation>
    </message>
    <message>
      <source>The game is a draw: the stock ran out with the payoff piles level.</source>
      <translation>Partie nulle : la pioche est épuisée et les piles personnelles sont à égalité.</translation>
    </message>
    <message>
      <source>{who} won: emptied the payoff pile (+{points}).</source>
      <translation>{who} a gagné : pile personnelle vidée (+{points}).</translation>
    </message>
    <message>
      <source>You won: emptied the payoff pile (+{points}).</source>
      <translation>Vous avez gagné : pile personnelle vidée (+{points}).</translation>
    </message>
    <message>
      <source>{who} won: had the fewest payoff cards when the stock ran out (+{points}).</source>
      <translation>{who} a gagné : le moins de cartes personnelles quand la pioche s’est épuisée (+{points}).</translation>
    </message>
    <message>
      <source>You won: had the fewest payoff cards when the stock ran out (+{points}).</source>
      <translation>Vous avez gagné : le moins de cartes personnelles quand la pioche s’est épuisée (+{points}).</translation>
    </message>
    <message>
      <source>{who} won: the game was abandoned (+{points}).</source>
      <translation>{who} a gagné : la partie a été abandonnée (+{points}).</translation>
    </message>
    <message>
      <source>You won: the game was abandoned (+{points}).</source>
      <translation>Vous avez gagné : la partie a été abandonnée (+{points}).</translation>
    </message>
  </context>
  <context>
    <name>Log</name>
    <message>
      <source>You played your payoff card {card} to centre stack {stack}</source>
      <translation>Vous avez joué votre carte personnelle {card} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>You played your payoff card {card} to centre stack {stack} as {rank}</source>
      <translation>Vous avez joué votre carte personnelle {card} pour un {rank} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>{who} played its payoff card {card} to centre stack {stack}</source>
      <translation>{who} a joué sa carte personnelle {card} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>{who} played its payoff card {card} to centre stack {stack} as {rank}</source>
      <translation>{who} a joué sa carte personnelle {card} pour un {rank} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>{who} played their payoff card {card} to centre stack {stack}</source>
      <translation>{who} a joué sa carte personnelle {card} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>{who} played their payoff card {card} to centre stack {stack} as {rank}</source>
      <translation>{who} a joué sa carte personnelle {card} pour un {rank} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>You played {card} from your hand to centre stack {stack}</source>
      <translation>Vous avez joué {card} de votre main sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>You played {card} from your hand to centre stack {stack} as {rank}</source>
      <translation>Vous avez joué {card} de votre main pour un {rank} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from its hand to centre stack {stack}</source>
      <translation>{who} a joué {card} de sa main sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from its hand to centre stack {stack} as {rank}</source>
      <translation>{who} a joué {card} de sa main pour un {rank} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from their hand to centre stack {stack}</source>
      <translation>{who} a joué {card} de sa main sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from their hand to centre stack {stack} as {rank}</source>
      <translation>{who} a joué {card} de sa main pour un {rank} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>You played {card} from side stack {side} to centre stack {stack}</source>
      <translation>Vous avez joué {card} de la défausse {side} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>You played {card} from side stack {side} to centre stack {stack} as {rank}</source>
      <translation>Vous avez joué {card} de la défausse {side} pour un {rank} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from side stack {side} to centre stack {stack}</source>
      <translation>{who} a joué {card} de la défausse {side} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from side stack {side} to centre stack {stack} as {rank}</source>
      <translation>{who} a joué {card} de la défausse {side} pour un {rank} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>{who} placed {card} on side stack {stack} and ended the turn</source>
      <translation>{who} a posé {card} sur la défausse {stack} et fini son tour</translation>
    </message>
    <message>
      <source>You placed {card} on side stack {stack} and ended the turn</source>
      <translation>Vous avez posé {card} sur la défausse {stack} et fini votre tour</translation>
    </message>
    <message>
      <source>You drew {cards}</source>
      <translation>Vous avez pioché {cards}</translation>
    </message>
    <message numerus="yes">
      <source>{who} drew {count} cards</source>
      <comment>one: {who} drew {count} card</comment>
      <translation>
        <numerusform>{who} a pioché {count} carte</numerusform>
        <numerusform>{who} a pioché {count} cartes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You drew {count} cards</source>
      <comment>one: You drew {count} card</comment>
      <translation>
        <numerusform>Vous avez pioché {count} carte</numerusform>
        <numerusform>Vous avez pioché {count} cartes</numerusform>
      </translation>
    </message>
    <message>
      <source>You revealed {card} on your payoff pile</source>
      <translation>Vous avez retourné {card} sur votre pile personnelle</translation>
    </message>
    <message>
      <source>{who} revealed {card} on its payoff pile</source>
      <translation>{who} a retourné {card} sur sa pile personnelle</translation>
    </message>
    <message>
      <source>{who} revealed {card} on their payoff pile</source>
      <translation>{who} a retourné {card} sur sa pile personnelle</translation>
    </message>
    <message numerus="yes">
      <source>Centre stack {stack} is complete: {count} cards go to the completed pile</source>
      <comment>one: Centre stack {stack} is complete: {count} card goes to the completed pile</comment>
      <translation>
        <numerusform>La pile centrale {stack} est terminée : {count} carte part avec les cartes terminées</numerusform>
        <numerusform>La pile centrale {stack} est terminée : {count} cartes partent avec les cartes terminées</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The completed cards were shuffled into the stock (now {count} cards)</source>
      <comment>one: The completed cards were shuffled into the stock (now {count} card)</comment>
      <translation>
        <numerusform>Les cartes terminées ont été rebattues dans la pioche (maintenant {count} carte)</numerusform>
        <numerusform>Les cartes terminées ont été rebattues dans la pioche (maintenant {count} cartes)</numerusform>
      </translation>
    </message>
    <message>
      <source>{who}'s turn</source>
      <translation>À {who} de jouer</translation>
    </message>
    <message>
      <source>Your turn</source>
      <translation>À vous</translation>
    </message>
    <message>
      <source>New game: {who} plays first</source>
      <translation>Nouvelle partie : {who} commence</translation>
    </message>
    <message>
      <source>New game: you play first</source>
      <translation>Nouvelle partie : vous commencez</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Joueur {number}</translation>
    </message>
    <message>
      <source>{who} took back {card}</source>
      <translation>{who} a repris {card}</translation>
    </message>
    <message>
      <source>You took back {card}</source>
      <translation>Vous avez repris {card}</translation>
    </message>
    <message numerus="yes">
      <source>{who} played its payoff card {card} ({count} left)</source>
      <comment>one: {who} played its payoff card {card} ({count} left)</comment>
      <translation>
        <numerusform>{who} a joué sa carte personnelle {card} (encore {count})</numerusform>
        <numerusform>{who} a joué sa carte personnelle {card} (encore {count})</numerusform>
      </translation>
    </message>
    <message>
      <source>{who} played its last payoff card, {card}</source>
      <translation>{who} a joué sa dernière carte personnelle, {card}</translation>
    </message>
    <message numerus="yes">
      <source>{who} played their payoff card {card} ({count} left)</source>
      <comment>one: {who} played their payoff card {card} ({count} left)</comment>
      <translation>
        <numerusform>{who} a joué sa carte personnelle {card} (encore {count})</numerusform>
        <numerusform>{who} a joué sa carte personnelle {card} (encore {count})</numerusform>
      </translation>
    </message>
    <message>
      <source>{who} played their last payoff card, {card}</source>
      <translation>{who} a joué sa dernière carte personnelle, {card}</translation>
    </message>
  </context>
  <context>
    <name>Hints</name>
    <message>
      <source>Hint: there is nothing more to do; your turn ends.</source>
      <translation>Conseil : il n’y a plus rien à faire ; votre tour se termine.</translation>
    </message>
    <message>
      <source>Hint: play your payoff card {card} to centre stack {stack}.</source>
      <translation>Conseil : jouez votre carte personnelle {card} sur la pile centrale {stack}.</translation>
    </message>
    <message>
      <source>Hint: play the {card} from your hand to centre stack {stack}.</source>
      <translation>Conseil : jouez le {card} de votre main sur la pile centrale {stack}.</translation>
    </message>
    <message>
      <source>Hint: play the {card} from side stack {side} to centre stack {stack}.</source>
      <translation>Conseil : jouez le {card} de la défausse {side} sur la pile centrale {stack}.</translation>
    </message>
    <message>
      <source>Hint: end your turn now by placing the {card} on side stack {stack}.</source>
      <translation>Conseil : finissez votre tour maintenant en posant le {card} sur la défausse {stack}.</translation>
    </message>
    <message>
      <source>Hint: nothing more goes to the centre; end your turn by placing the {card} on side stack {stack}.</source>
      <translation>Conseil : plus rien ne va au centre ; finissez votre tour en posant le {card} sur la défausse {stack}.</translation>
    </message>
    <message>
      <source>card</source>
      <translation>carte</translation>
    </message>
    <message numerus="yes">
      <source>Every payoff card you play brings you nearer to winning: {count} are left after this one.</source>
      <comment>one: Every payoff card you play brings you nearer to winning: {count} is left after this one.</comment>
      <translation>
        <numerusform>Chaque carte personnelle jouée vous rapproche de la victoire : il en restera {count} après celle-ci.</numerusform>
        <numerusform>Chaque carte personnelle jouée vous rapproche de la victoire : il en restera {count} après celle-ci.</numerusform>
      </translation>
    </message>
    <message>
      <source>It is your last payoff card: playing it wins the game.</source>
      <translation>C’est votre dernière carte personnelle : la jouer vous fait gagner la partie.</translation>
    </message>
    <message>
      <source>It clears the way for your payoff card {card} this turn: then play {cards}.</source>
      <translation>Cela ouvre la voie à votre carte personnelle {card} dès ce tour : jouez ensuite {cards}.</translation>
    </message>
    <message numerus="yes">
      <source>It helps you empty your hand this turn: then play {cards}, and you draw {count} new cards.</source>
      <comment>one: It helps you empty your hand this turn: then play {cards}, and you draw {count} new card.</comment>
      <translation>
        <numerusform>Cela vous aide à vider votre main ce tour-ci : jouez ensuite {cards} et vous piochez {count} nouvelle carte.</numerusform>
        <numerusform>Cela vous aide à vider votre main ce tour-ci : jouez ensuite {cards} et vous piochez {count} nouvelles cartes.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>It empties your hand: you draw {count} new cards at once.</source>
      <comment>one: It empties your hand: you draw {count} new card at once.</comment>
      <translation>
        <numerusform>Cela vide votre main : vous piochez aussitôt {count} nouvelle carte.</numerusform>
        <numerusform>Cela vide votre main : vous piochez aussitôt {count} nouvelles cartes.</numerusform>
      </translation>
    </message>
    <message>
      <source>It brings your payoff card {card} closer: centre stack {stack} then needs only {ranks} before it.</source>
      <translation>Cela rapproche votre carte personnelle {card} : il ne manquera plus que {ranks} sur la pile centrale {stack} avant elle.</translation>
    </message>
    <message>
      <source>Each card you play from your hand makes room for a fresh card from the stock next turn.</source>
      <translation>Chaque carte jouée de votre main fait de la place pour une nouvelle carte de la pioche au prochain tour.</translation>
    </message>
    <message>
      <source>It uncovers the {card} on side stack {side} for the plays after it.</source>
      <translation>Cela découvre le {card} sur la défausse {side} pour les coups suivants.</translation>
    </message>
    <message>
      <source>By the odds it beats ending your turn now: about {hinted}% to win against {other}%.</source>
      <translation>D’après les chances, c’est mieux que de finir votre tour maintenant : environ {hinted} % de victoire contre {other} %.</translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} back: played now, they would let {who}'s payoff card {payoff} go on a centre stack next turn.</source>
      <comment>one: Keep the {cards} back: played now, it would let {who}'s payoff card {payoff} go on a centre stack next turn.</comment>
      <translation>
        <numerusform>Gardez le {cards} : joué maintenant, il permettrait à {who} de poser sa carte personnelle {payoff} sur une pile centrale au prochain tour.</numerusform>
        <numerusform>Gardez les {cards} : joués maintenant, ils permettraient à {who} de poser sa carte personnelle {payoff} sur une pile centrale au prochain tour.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} back: played now, they would bring {who}'s payoff card {payoff} within one card of a centre stack.</source>
      <comment>one: Keep the {cards} back: played now, it would bring {who}'s payoff card {payoff} within one card of a centre stack.</comment>
      <translation>
        <numerusform>Gardez le {cards} : joué maintenant, il ne manquerait plus qu’une carte à {who} pour poser sa carte personnelle {payoff} sur une pile centrale.</numerusform>
        <numerusform>Gardez les {cards} : joués maintenant, il ne manquerait plus qu’une carte à {who} pour poser sa carte personnelle {payoff} sur une pile centrale.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} back: by the odds, about {hinted}% to win this way against {other}% if you play them now.</source>
      <comment>one: Keep the {cards} back: by the odds, about {hinted}% to win this way against {other}% if you play it now.</comment>
      <translation>
        <numerusform>Gardez le {cards} : d’après les chances, environ {hinted} % de victoire ainsi, contre {other} % si vous le jouez maintenant.</numerusform>
        <numerusform>Gardez les {cards} : d’après les chances, environ {hinted} % de victoire ainsi, contre {other} % si vous les jouez maintenant.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>By the odds too: about {hinted}% to win this way against {other}% if you play them now.</source>
      <comment>one: By the odds too: about {hinted}% to win this way against {other}% if you play it now.</comment>
      <translation>
        <numerusform>D’après les chances aussi : environ {hinted} % de victoire ainsi, contre {other} % si vous la jouez maintenant.</numerusform>
        <numerusform>D’après les chances aussi : environ {hinted} % de victoire ainsi, contre {other} % si vous les jouez maintenant.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Keeping the {cards} back or playing them is a close call by the odds: about {hinted}% to win this way, {other}% the other.</source>
      <comment>one: Keeping the {cards} back or playing it is a close call by the odds: about {hinted}% to win this way, {other}% the other.</comment>
      <translation>
        <numerusform>Garder le {cards} ou le jouer se vaut presque d’après les chances : environ {hinted} % de victoire ainsi, {other} % autrement.</numerusform>
        <numerusform>Garder les {cards} ou les jouer se vaut presque d’après les chances : environ {hinted} % de victoire ainsi, {other} % autrement.</numerusform>
      </translation>
    </message>
    <message>
      <source>On a side stack the {card} stays wild: you can play it from there whenever it helps.</source>
      <translation>Sur une défausse, le {card} reste joker : vous pourrez le jouer de là quand il vous servira.</translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} in your hand: wild cards stand for whatever a centre stack needs.</source>
      <comment>one: Keep the {cards} in your hand: a wild card stands for whatever a centre stack needs.</comment>
      <translation>
        <numerusform>Gardez le {cards} en main : un joker remplace la carte dont une pile centrale a besoin.</numerusform>
        <numerusform>Gardez les {cards} en main : les jokers remplacent la carte dont une pile centrale a besoin.</numerusform>
      </translation>
    </message>
    <message>
      <source>On the {under} it makes a run down: later you play the {card}, then the {under}.</source>
      <translation>Sur le {under}, il forme une suite descendante : plus tard, vous jouerez le {card}, puis le {under}.</translation>
    </message>
    <message>
      <source>On the {under}, a card of the same rank, it buries no card you could play sooner.</source>
      <translation>Sur le {under}, une carte de même rang, elle ne cache aucune carte que vous pourriez jouer plus tôt.</translation>
    </message>
    <message>
      <source>{card} as {rank}</source>
      <translation>{card} pour {rank}</translation>
    </message>
    <message>
      <source>The {card} is the card in your hand furthest from what the centre stacks need.</source>
      <translation>Le {card} est la carte de votre main la plus éloignée de ce dont les piles centrales ont besoin.</translation>
    </message>
  </context>
  <context>
    <name>Lesson</name>
    <message>
      <source>Step {step} of {count}</source>
      <translation>Étape {step} sur {count}</translation>
    </message>
    <message>
      <source>Well done!</source>
      <translation>Bravo !</translation>
    </message>
    <message>
      <source>Now watch the computer's turn.</source>
      <translation>Regardez maintenant le tour de l'ordinateur.</translation>
    </message>
    <message>
      <source>Play a real game against the computer now, or go back to any step.</source>
      <translation>Jouez maintenant une vraie partie contre l'ordinateur, ou revenez à l'étape de votre choix.</translation>
    </message>
    <message>
      <source>That {card} would go on centre stack {stack}; this step asks you to {ask}.</source>
      <translation>La carte {card} irait sur la pile centrale {stack} ; cette étape vous demande de {ask}.</translation>
    </message>
    <message>
      <source>That {card} would go on your side stack {stack} and end your turn; this step asks you to {ask}.</source>
      <translation>La carte {card} irait sur votre défausse {stack} et terminerait votre tour ; cette étape vous demande de {ask}.</translation>
    </message>
    <message>
      <source>{why} This step asks you to {ask}.</source>
      <translation>{why} Cette étape vous demande de {ask}.</translation>
    </message>
    <message>
      <source>This step asks you to {ask}.</source>
      <translation>Cette étape vous demande de {ask}.</translation>
    </message>
    <message>
      <source>Wait: this step is done. Press Next for the next one.</source>
      <translation>Attendez : cette étape est terminée. Appuyez sur Suivant pour passer à la suivante.</translation>
    </message>
    <message>
      <source>end your turn: put a card from your hand on one of your side stacks</source>
      <translation>terminer votre tour : posez une carte de votre main sur l'une de vos défausses</translation>
    </message>
    <message>
      <source>Your payoff pile</source>
      <translation>Votre pile personnelle</translation>
    </message>
    <message>
      <source>The pile marked with a star, above your hand, is your payoff pile: 20 cards, the top one face up. The first player to empty their payoff pile wins. Its cards can only go to the centre stacks, and every centre stack starts with an Ace. Your payoff card is an Ace: drag it to the lit centre stack, or double-click it.</source>
      <translation>La pile marquée d'une étoile, au-dessus de votre main, est votre pile personnelle : 20 cartes, celle du dessus face visible. Le premier joueur qui vide sa pile personnelle gagne. Ses cartes ne vont que sur les piles centrales, et chaque pile centrale commence par un As. Votre carte personnelle est un As : faites-le glisser sur la pile centrale éclairée, ou double-cliquez dessus.</translation>
    </message>
    <message>
      <source>start a centre stack with the Ace from your payoff pile</source>
      <translation>commencer une pile centrale avec l'As de votre pile personnelle</translation>
    </message>
    <message>
      <source>Your payoff pile now shows its next card: it can be played as soon as a centre stack needs it.</source>
      <translation>Votre pile personnelle montre maintenant sa carte suivante : elle peut être jouée dès qu'une pile centrale en a besoin.</translation>
    </message>
    <message>
      <source>Centre stacks build up from the Ace</source>
      <translation>Les piles centrales montent à partir de l'As</translation>
    </message>
    <message>
      <source>A centre stack goes up one rank at a time, from the Ace to the Queen; suits don't matter. Both players build on every centre stack. Play the 2 from your hand on the Ace, then the 3 on the 2.</source>
      <translation>Une pile centrale monte d'un rang à la fois, de l'As à la Dame ; les couleurs ne comptent pas. Les deux joueurs construisent sur chaque pile centrale. Jouez le 2 de votre main sur l'As, puis le 3 sur le 2.</translation>
    </message>
    <message>
      <source>play the 2 from your hand on the Ace of centre stack 1</source>
      <translation>jouer le 2 de votre main sur l'As de la pile centrale 1</translation>
    </message>
    <message>
      <source>play the 3 from your hand on the 2 of centre stack 1</source>
      <translation>jouer le 3 de votre main sur le 2 de la pile centrale 1</translation>
    </message>
    <message>
      <source>That stack now needs a 4. Every card you play from your hand is one closer to playing your payoff cards.</source>
      <translation>Cette pile demande maintenant un 4. Chaque carte jouée de votre main vous rapproche de vos cartes personnelles.</translation>
    </message>
    <message>
      <source>Kings are wild</source>
      <translation>Les Rois sont des jokers</translation>
    </message>
    <message>
      <source>A King is wild: on a centre stack it stands for the rank the stack needs. Your payoff card is a 6 and the lit stack needs a 5, which you don't have. Play your King there as the 5, then play your payoff 6 on it.</source>
      <translation>Un Roi est un joker : sur une pile centrale, il vaut le rang dont la pile a besoin. Votre carte personnelle est un 6 et la pile éclairée demande un 5, que vous n'avez pas. Jouez-y votre Roi comme 5, puis le 6 de votre pile personnelle dessus.</translation>
    </message>
    <message>
      <source>play the King from your hand on centre stack 1, where it stands for a 5</source>
      <translation>jouer le Roi de votre main sur la pile centrale 1, où il vaut un 5</translation>
    </message>
    <message>
      <source>play the 6 from your payoff pile on the King</source>
      <translation>jouer le 6 de votre pile personnelle sur le Roi</translation>
    </message>
    <message>
      <source>The King counts as a 5 for as long as it lies there. A King can't start a centre stack: an empty stack takes only an Ace.</source>
      <translation>Le Roi compte comme un 5 tant qu'il reste là. Un Roi ne peut pas commencer une pile centrale : une pile vide ne prend qu'un As.</translation>
    </message>
    <message>
      <source>Your side stacks</source>
      <translation>Vos défausses</translation>
    </message>
    <message>
      <source>Your four side stacks lie beside your payoff pile. The top card of each one can be played to a centre stack, as your hand's cards can. The lit stack needs a 7: play the 7 on top of your side stack 2.</source>
      <translation>Vos quatre défausses sont à côté de votre pile personnelle. La carte du dessus de chacune peut être jouée sur une pile centrale, comme les cartes de votre main. La pile éclairée demande un 7 : jouez le 7 du dessus de votre défausse 2.</translation>
    </message>
    <message>
      <source>play the 7 from your side stack 2 on centre stack 1</source>
      <translation>jouer le 7 de votre défausse 2 sur la pile centrale 1</translation>
    </message>
    <message>
      <source>Only the top card of a side stack plays; the cards under it wait their turn. Right-click a side stack to see every card in it.</source>
      <translation>Seule la carte du dessus d'une défausse se joue ; celles du dessous attendent leur tour. Un clic droit sur une défausse montre toutes ses cartes.</translation>
    </message>
    <message>
      <source>A discard ends your turn</source>
      <translation>Une défausse termine votre tour</translation>
    </message>
    <message>
      <source>When you can't play any more (or would rather not), end your turn by putting one card from your hand on one of your side stacks. Nothing you hold goes to the centre now: put a card on a side stack, for instance the 10 on the lit one. Then watch the computer's turn.</source>
      <translation>Quand vous ne pouvez plus jouer (ou préférez ne pas le faire), terminez votre tour en posant une carte de votre main sur l'une de vos défausses. Aucune de vos cartes ne va au centre pour l'instant : posez une carte sur une défausse, par exemple le 10 sur celle qui est éclairée. Regardez ensuite le tour de l'ordinateur.</translation>
    </message>
    <message>
      <source>The computer played its payoff 4 and a 5 from its hand, and ended its turn on a side stack. Your new turn began as every turn does: you drew cards until you held five.</source>
      <translation>L'ordinateur a joué le 4 de sa pile personnelle et un 5 de sa main, puis a terminé son tour sur une défausse. Votre nouveau tour a commencé comme chaque tour : vous avez pioché jusqu'à avoir cinq cartes.</translation>
    </message>
    <message>
      <source>Emptying your hand</source>
      <translation>Vider votre main</translation>
    </message>
    <message>
      <source>If every card of your hand goes to the centre during your turn, you draw five new cards at once and play on. You hold two cards: play the 8, then the 9.</source>
      <translation>Si toutes les cartes de votre main vont au centre pendant votre tour, vous piochez aussitôt cinq nouvelles cartes et continuez à jouer. Vous avez deux cartes : jouez le 8, puis le 9.</translation>
    </message>
    <message>
      <source>play the 8 from your hand on centre stack 1</source>
      <translation>jouer le 8 de votre main sur la pile centrale 1</translation>
    </message>
    <message>
      <source>play the 9 from your hand on centre stack 1</source>
      <translation>jouer le 9 de votre main sur la pile centrale 1</translation>
    </message>
    <message>
      <source>Your hand was empty, so you drew five new cards, and your turn goes on.</source>
      <translation>Votre main était vide : vous avez pioché cinq nouvelles cartes et votre tour continue.</translation>
    </message>
    <message>
      <source>Completed stacks</source>
      <translation>Piles complètes</translation>
    </message>
    <message>
      <source>A centre stack that reaches the Queen is complete: its cards leave the centre, and its place is free for a new Ace. Play your Queen on the lit stack, then end your turn with a card on a side stack.</source>
      <translation>Une pile centrale qui atteint la Dame est complète : ses cartes quittent le centre et sa place est libre pour un nouvel As. Jouez votre Dame sur la pile éclairée, puis terminez votre tour avec une carte sur une défausse.</translation>
    </message>
    <message>
      <source>play the Queen from your hand on centre stack 1</source>
      <translation>jouer la Dame de votre main sur la pile centrale 1</translation>
    </message>
    <message>
      <source>The twelve cards of the completed stack were shuffled back into the stock at the end of your turn, so the stock never runs dry for long.</source>
      <translation>Les douze cartes de la pile complète ont été remélangées dans la pioche à la fin de votre tour : la pioche ne reste jamais longtemps vide.</translation>
    </message>
    <message>
      <source>Winning</source>
      <translation>Gagner</translation>
    </message>
    <message>
      <source>Your payoff pile has one card left, a 9, and the lit stack needs a 9. Play it: the moment your payoff pile is empty you win, with no discard. The winner scores 5 points, and 1 more for each card left in the other payoff piles.</source>
      <translation>Il reste une carte sur votre pile personnelle, un 9, et la pile éclairée demande un 9. Jouez-la : dès que votre pile personnelle est vide, vous gagnez, sans défausse. Le gagnant marque 5 points, plus 1 pour chaque carte restant dans les autres piles personnelles.</translation>
    </message>
    <message>
      <source>play the last card of your payoff pile on centre stack 1</source>
      <translation>jouer la dernière carte de votre pile personnelle sur la pile centrale 1</translation>
    </message>
    <message>
      <source>You won! Now you know the whole game.</source>
      <translation>Vous avez gagné ! Vous connaissez maintenant tout le jeu.</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <source>Card table</source>
      <translation>Table de jeu</translation>
    </message>
    <message>
      <source>Arrow keys move between the piles and the cards of your hand. Space picks a card up and puts it down, Enter plays it to a centre stack, 1 to 4 put it on a side stack, Escape puts it back, P shows every card of a side stack. T reads the table, C your cards, N the next player, S the score, R repeats. F1 lists every key.</source>
      <translation>Les flèches passent d’une pile à l’autre et d’une carte à l’autre de votre main. Espace prend une carte et la pose, Entrée la joue sur une pile centrale, 1 à 4 la posent sur une défausse, Échap la remet, P montre toutes les cartes d’une défausse. T lit la table, C vos cartes, N le joueur suivant, S les points, R répète. F1 liste toutes les touches.</translation>
    </message>
    <message>
      <source>face-down card</source>
      <translation>carte face cachée</translation>
    </message>
    <message>
      <source>{card}, as {rank}</source>
      <translation>{card}, pour un {rank}</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Vous</translation>
    </message>
    <message numerus="yes">
      <source>{count} cards</source>
      <comment>one: {count} card</comment>
      <translation>
        <numerusform>{count} carte</numerusform>
        <numerusform>{count} cartes</numerusform>
      </translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Ordinateur</translation>
    </message>
    <message>
      <source>South</source>
      <translation>Sud</translation>
    </message>
    <message>
      <source>West</source>
      <translation>Ouest</translation>
    </message>
    <message>
      <source>North</source>
      <translation>Nord</translation>
    </message>
    <message>
      <source>East</source>
      <translation>Est</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Joueur {number}</translation>
    </message>
    <message>
      <source>Click or press Space when {name} is at the screen.</source>
      <translation>Cliquez ou appuyez sur Espace quand {name} est devant l’écran.</translation>
    </message>
    <message>
      <source>Centre stack {number}</source>
      <translation>Pile centrale {number}</translation>
    </message>
    <message>
      <source>Stock</source>
      <translation>Pioche</translation>
    </message>
    <message>
      <source>Completed pile</source>
      <translation>Cartes terminées</translation>
    </message>
    <message>
      <source>Your payoff pile</source>
      <translation>Votre pile personnelle</translation>
    </message>
    <message>
      <source>{owner}'s payoff pile</source>
      <translation>Pile personnelle de {owner}</translation>
    </message>
    <message>
      <source>Your hand</source>
      <translation>Votre main</translation>
    </message>
    <message>
      <source>{owner}'s hand</source>
      <translation>Main de {owner}</translation>
    </message>
    <message>
      <source>Your side stack {number}</source>
      <translation>Votre défausse {number}</translation>
    </message>
    <message>
      <source>{owner}'s side stack {number}</source>
      <translation>Défausse {number} de {owner}</translation>
    </message>
    <message>
      <source>empty, needs an Ace</source>
      <translation>vide, il faut un As</translation>
    </message>
    <message>
      <source>{rank}, a wild {wild}</source>
      <translation>{rank}, un {wild} joker</translation>
    </message>
    <message>
      <source>{at}, needs {needs}</source>
      <translation>{at}, il faut {needs}</translation>
    </message>
    <message>
      <source>The {card} may go here</source>
      <translation>Le {card} peut aller ici</translation>
    </message>
    <message>
      <source>{pile}, {state}</source>
      <translation>{pile}, {state}</translation>
    </message>
    <message>
      <source>{pile} at {state}</source>
      <translation>{pile} à {state}</translation>
    </message>
    <message>
      <source>{pile}, empty</source>
      <translation>{pile}, vide</translation>
    </message>
    <message>
      <source>{pile}, {card}, {cards}</source>
      <translation>{pile}, {card}, {cards}</translation>
    </message>
    <message>
      <source>{pile}, {cards}</source>
      <translation>{pile}, {cards}</translation>
    </message>
    <message>
      <source>{pile}, bottom to top: {cards}.</source>
      <translation>{pile}, de bas en haut : {cards}.</translation>
    </message>
    <message>
      <source>{pile}, bottom to top: nothing.</source>
      <translation>{pile}, de bas en haut : rien.</translation>
    </message>
    <message>
      <source>Completed cards</source>
      <translation>Cartes terminées</translation>
    </message>
    <message>
      <source>Payoff pile</source>
      <translation>Pile personnelle</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Main</translation>
    </message>
    <message>
      <source>Side stack {number}</source>
      <translation>Défausse {number}</translation>
    </message>
    <message>
      <source>{pile}: empty</source>
      <translation>{pile} : vide</translation>
    </message>
    <message numerus="yes">
      <source>{pile}: {count} cards</source>
      <comment>one: {pile}: {count} card</comment>
      <translation>
        <numerusform>{pile} : {count} carte</numerusform>
        <numerusform>{pile} : {count} cartes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{pile}: {count} cards — right-click to see them</source>
      <comment>one: {pile}: {count} card — right-click to see them</comment>
      <translation>
        <numerusform>{pile} : {count} carte — clic droit pour la voir</numerusform>
        <numerusform>{pile} : {count} cartes — clic droit pour les voir</numerusform>
      </translation>
    </message>
    <message>
      <source>Your turn: play to the centre, or end your turn by placing a hand card on a side stack.</source>
      <translation>À vous : jouez au centre, ou finissez votre tour en posant une carte de votre main sur une défausse.</translation>
    </message>
    <message>
      <source>{name} is playing…</source>
      <translation>{name} joue…</translation>
    </message>
    <message>
      <source>thinking…</source>
      <translation>réfléchit…</translation>
    </message>
    <message>
      <source>paused</source>
      <translation>en pause</translation>
    </message>
    <message>
      <source>Press Ctrl+N for a new game.</source>
      <translation>Ctrl+N pour une nouvelle partie.</translation>
    </message>
    <message>
      <source>Your turn.</source>
      <translation>À vous.</translation>
    </message>
    <message>
      <source>{who}'s turn.</source>
      <translation>À {who} de jouer.</translation>
    </message>
    <message>
      <source>Centre stacks: all empty.</source>
      <translation>Piles centrales : toutes vides.</translation>
    </message>
    <message>
      <source>Centre stacks: {stacks}.</source>
      <translation>Piles centrales : {stacks}.</translation>
    </message>
    <message>
      <source>{number} at {rank}</source>
      <translation>{number} à {rank}</translation>
    </message>
    <message>
      <source>{number} empty</source>
      <translation>{number} vide</translation>
    </message>
    <message>
      <source>Stock: {cards}.</source>
      <translation>Pioche : {cards}.</translation>
    </message>
    <message>
      <source>The stock is empty.</source>
      <translation>La pioche est vide.</translation>
    </message>
    <message>
      <source>Stock: {cards}; completed pile: {completed}.</source>
      <translation>Pioche : {cards} ; cartes terminées : {completed}.</translation>
    </message>
    <message>
      <source>The stock is empty; completed pile: {completed}.</source>
      <translation>La pioche est vide ; cartes terminées : {completed}.</translation>
    </message>
    <message>
      <source>{who}: {payoff}; {sides}; {hand}.</source>
      <translation>{who} : {payoff} ; {sides} ; {hand}.</translation>
    </message>
    <message numerus="yes">
      <source>payoff card {card}, {count} cards in the pile</source>
      <comment>one: payoff card {card}, {count} card in the pile</comment>
      <translation>
        <numerusform>carte personnelle {card}, {count} carte dans la pile</numerusform>
        <numerusform>carte personnelle {card}, {count} cartes dans la pile</numerusform>
      </translation>
    </message>
    <message>
      <source>no payoff cards left</source>
      <translation>plus de cartes personnelles</translation>
    </message>
    <message>
      <source>side stacks empty</source>
      <translation>défausses vides</translation>
    </message>
    <message>
      <source>side stacks {stacks}</source>
      <translation>défausses {stacks}</translation>
    </message>
    <message numerus="yes">
      <source>{number}: {card} ({count} cards)</source>
      <comment>one: {number}: {card} ({count} card)</comment>
      <translation>
        <numerusform>{number} : {card} ({count} carte)</numerusform>
        <numerusform>{number} : {card} ({count} cartes)</numerusform>
      </translation>
    </message>
    <message>
      <source>{number}: empty</source>
      <translation>{number} : vide</translation>
    </message>
    <message>
      <source>hand: {cards}</source>
      <translation>main : {cards}</translation>
    </message>
    <message>
      <source>hand: empty</source>
      <translation>main : vide</translation>
    </message>
    <message numerus="yes">
      <source>{count} cards in hand</source>
      <comment>one: {count} card in hand</comment>
      <translation>
        <numerusform>{count} carte en main</numerusform>
        <numerusform>{count} cartes en main</numerusform>
      </translation>
    </message>
    <message>
      <source>Your hand is empty.</source>
      <translation>Votre main est vide.</translation>
    </message>
    <message>
      <source>Your hand: {cards}.</source>
      <translation>Votre main : {cards}.</translation>
    </message>
    <message>
      <source>To a centre stack now: {cards}.</source>
      <translation>Sur une pile centrale maintenant : {cards}.</translation>
    </message>
    <message>
      <source>None of them goes to a centre stack now.</source>
      <translation>Aucune ne va sur une pile centrale maintenant.</translation>
    </message>
    <message>
      <source>{who} has no payoff cards left.</source>
      <translation>{who} n’a plus de cartes personnelles.</translation>
    </message>
    <message>
      <source>{who} plays next.</source>
      <translation>{who} joue ensuite.</translation>
    </message>
    <message numerus="yes">
      <source>{who}'s payoff card is the {card}, {count} cards in the pile.</source>
      <comment>one: {who}'s payoff card is the {card}, {count} card in the pile.</comment>
      <translation>
        <numerusform>La carte personnelle de {who} est le {card}, {count} carte dans la pile.</numerusform>
        <numerusform>La carte personnelle de {who} est le {card}, {count} cartes dans la pile.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Your payoff card is the {card}, {count} cards in the pile.</source>
      <comment>one: Your payoff card is the {card}, {count} card in the pile.</comment>
      <translation>
        <numerusform>Votre carte personnelle est le {card}, {count} carte dans la pile.</numerusform>
        <numerusform>Votre carte personnelle est le {card}, {count} cartes dans la pile.</numerusform>
      </translation>
    </message>
    <message>
      <source>It is wild: it can go on any centre stack.</source>
      <translation>C’est un joker : elle va sur n’importe quelle pile centrale.</translation>
    </message>
    <message>
      <source>It is wild: it can go on any started centre stack.</source>
      <translation>C’est un joker : elle va sur n’importe quelle pile centrale commencée.</translation>
    </message>
    <message numerus="yes">
      <source>It can go on centre stacks {stacks} now.</source>
      <comment>one: It can go on centre stack {stacks} now.</comment>
      <translation>
        <numerusform>Elle peut aller sur la pile centrale {stacks} maintenant.</numerusform>
        <numerusform>Elle peut aller sur les piles centrales {stacks} maintenant.</numerusform>
      </translation>
    </message>
    <message>
      <source>It needs an empty centre stack; every stack is past that now.</source>
      <translation>Il lui faut une pile centrale vide ; toutes les piles sont déjà plus loin.</translation>
    </message>
    <message>
      <source>It needs a centre stack at {rank}; every stack is past that now.</source>
      <translation>Il lui faut une pile centrale à {rank} ; toutes les piles sont déjà plus loin.</translation>
    </message>
    <message>
      <source>It needs a centre stack at {rank}; every stack below that is empty.</source>
      <translation>Il lui faut une pile centrale à {rank} ; toutes les piles en dessous sont vides.</translation>
    </message>
    <message numerus="yes">
      <source>It needs a centre stack at {rank}; none is. The nearest is centre stack {stack}, at {at}, {count} cards short.</source>
      <comment>one: It needs a centre stack at {rank}; none is. The nearest is centre stack {stack}, at {at}, {count} card short.</comment>
      <translation>
        <numerusform>Il lui faut une pile centrale à {rank} ; aucune n’y est. La plus proche est la pile centrale {stack}, à {at}, à {count} carte près.</numerusform>
        <numerusform>Il lui faut une pile centrale à {rank} ; aucune n’y est. La plus proche est la pile centrale {stack}, à {at}, à {count} cartes près.</numerusform>
      </translation>
    </message>
    <message>
      <source>Score this session: {scores}</source>
      <translation>Score de la séance : {scores}</translation>
    </message>
    <message>
      <source>Score this session: {scores}. Payoff cards left: {left}.</source>
      <translation>Score de la séance : {scores}. Cartes personnelles restantes : {left}.</translation>
    </message>
    <message>
      <source>{match}: {scores}. Payoff cards left: {left}.</source>
      <translation>{match} : {scores}. Cartes personnelles restantes : {left}.</translation>
    </message>
    <message>
      <source>{name} {points}</source>
      <translation>{name} {points}</translation>
    </message>
    <message>
      <source>{name} {count}</source>
      <translation>{name} {count}</translation>
    </message>
    <message>
      <source>you {count}</source>
      <translation>vous {count}</translation>
    </message>
    <message>
      <source>Pick up one of your own cards: your payoff card, a card in your hand or the top card of one of your side stacks.</source>
      <translation>Prenez une de vos propres cartes : votre carte personnelle, une carte de votre main ou la carte du dessus d’une de vos défausses.</translation>
    </message>
    <message>
      <source>Wait a moment: the cards are still moving.</source>
      <translation>Un instant : les cartes bougent encore.</translation>
    </message>
    <message>
      <source>P shows every card of a side stack: move to one first.</source>
      <translation>P montre toutes les cartes d’une défausse : allez d’abord sur l’une d’elles.</translation>
    </message>
    <message>
      <source>{pile} is empty.</source>
      <translation>{pile} est vide.</translation>
    </message>
  </context>
  <context>
    <name>Matches</name>
    <message>
      <source>Match to {target}</source>
      <translation>Match en {target}</translation>
    </message>
    <message>
      <source>This session</source>
      <translation>Cette séance</translation>
    </message>
    <message>
      <source>Match to {target} · game {number}</source>
      <translation>Match en {target} · partie {number}</translation>
    </message>
    <message>
      <source>Match over</source>
      <translation>Match terminé</translation>
    </message>
    <message>
      <source>{title}: {totals}</source>
      <translation>{title} : {totals}</translation>
    </message>
    <message>
      <source>You won the match!</source>
      <translation>Vous avez gagné le match !</translation>
    </message>
    <message>
      <source>{who} won the match!</source>
      <translation>{who} a gagné le match !</translation>
    </message>
    <message>
      <source>{who} won the match.</source>
      <translation>{who} a gagné le match.</translation>
    </message>
    <message>
      <source>Nobody won the match.</source>
      <translation>Personne n’a gagné le match.</translation>
    </message>
    <message>
      <source>First to {target} points: {totals}</source>
      <translation>Premier à {target} points : {totals}</translation>
    </message>
    <message numerus="yes">
      <source>First to {target} points, after {count} games:</source>
      <comment>one: First to {target} points, after {count} game:</comment>
      <translation>
        <numerusform>Premier à {target} points, après {count} partie :</numerusform>
        <numerusform>Premier à {target} points, après {count} parties :</numerusform>
      </translation>
    </message>
    <message>
      <source>The next game starts a new match.</source>
      <translation>La prochaine partie commence un nouveau match.</translation>
    </message>
    <message>
      <source>You won!</source>
      <translation>Vous avez gagné !</translation>
    </message>
    <message>
      <source>{who} won!</source>
      <translation>{who} a gagné !</translation>
    </message>
    <message numerus="yes">
      <source>+{count} points: your payoff pile is empty</source>
      <comment>one: +{count} point: your payoff pile is empty</comment>
      <translation>
        <numerusform>+{count} point : votre pile personnelle est vide</numerusform>
        <numerusform>+{count} points : votre pile personnelle est vide</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>+{count} points: {who}'s payoff pile is empty</source>
      <comment>one: +{count} point: {who}'s payoff pile is empty</comment>
      <translation>
        <numerusform>+{count} point : la pile personnelle de {who} est vide</numerusform>
        <numerusform>+{count} points : la pile personnelle de {who} est vide</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>+{count} points: the fewest payoff cards</source>
      <comment>one: +{count} point: the fewest payoff cards</comment>
      <translation>
        <numerusform>+{count} point : le moins de cartes personnelles</numerusform>
        <numerusform>+{count} points : le moins de cartes personnelles</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Notes</name>
    <message>
      <source>Looking for a good move…</source>
      <translation>Recherche d’un bon coup…</translation>
    </message>
    <message>
      <source>No hint this time: play as you see fit.</source>
      <translation>Pas de conseil cette fois : jouez comme bon vous semble.</translation>
    </message>
    <message>
      <source>Hints are given on your turn.</source>
      <translation>Les conseils sont donnés à votre tour.</translation>
    </message>
    <message>
      <source>Game resumed in round {round}: your turn.</source>
      <translation>Partie reprise au tour {round} : à vous.</translation>
    </message>
    <message>
      <source>Game resumed in round {round}: {who}'s turn.</source>
      <translation>Partie reprise au tour {round} : à {who}.</translation>
    </message>
    <message>
      <source>The hidden cards are shown once the game is over.</source>
      <translation>Les cartes cachées sont montrées une fois la partie terminée.</translation>
    </message>
    <message>
      <source>The hidden cards are shown once the game is over and its deal was checked.</source>
      <translation>Les cartes cachées sont montrées une fois la partie terminée et sa donne vérifiée.</translation>
    </message>
    <message>
      <source>Zoom {zoom}%</source>
      <translation>Zoom {zoom} %</translation>
    </message>
    <message>
      <source>Zoom {zoom}%: the cards are as large as the window allows ({shown}%)</source>
      <translation>Zoom {zoom} % : les cartes sont aussi grandes que la fenêtre le permet ({shown} %)</translation>
    </message>
    <message>
      <source>{winner} wins it as if its payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles).</source>
      <translation>{winner} la gagne comme si sa pile personnelle était vide maintenant : +{points} (5 points plus les cartes restant dans les autres piles personnelles).</translation>
    </message>
    <message>
      <source>{winner} wins it as if their payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles).</source>
      <translation>{winner} la gagne comme si sa pile personnelle était vide maintenant : +{points} (5 points plus les cartes restant dans les autres piles personnelles).</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if its payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles), and that wins {winner} the match.</source>
      <translation>Dans le match, {winner} la gagne comme si sa pile personnelle était vide maintenant : +{points} (5 points plus les cartes restant dans les autres piles personnelles), et {winner} gagne ainsi le match.</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if their payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles), and that wins {winner} the match.</source>
      <translation>Dans le match, {winner} la gagne comme si sa pile personnelle était vide maintenant : +{points} (5 points plus les cartes restant dans les autres piles personnelles), et {winner} gagne ainsi le match.</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if its payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles); the match goes on with the next deal.</source>
      <translation>Dans le match, {winner} la gagne comme si sa pile personnelle était vide maintenant : +{points} (5 points plus les cartes restant dans les autres piles personnelles) ; le match continue avec la donne suivante.</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if their payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles); the match goes on with the next deal.</source>
      <translation>Dans le match, {winner} la gagne comme si sa pile personnelle était vide maintenant : +{points} (5 points plus les cartes restant dans les autres piles personnelles) ; le match continue avec la donne suivante.</translation>
    </message>
    <message numerus="yes">
      <source>{count} moves</source>
      <comment>one: {count} move</comment>
      <translation>
        <numerusform>{count} coup</numerusform>
        <numerusform>{count} coups</numerusform>
      </translation>
    </message>
    <message>
      <source>Your statistics count it as a loss, and the match in play ends with it.</source>
      <translation>Vos statistiques la comptent comme une défaite, et le match en cours s’arrête là.</translation>
    </message>
  </context>
  <context>
    <name>Review</name>
    <message>
      <source>your payoff card {card} to centre stack {stack}</source>
      <translation>votre carte personnelle {card} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>the {card} from your hand to centre stack {stack}</source>
      <translation>le {card} de votre main sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>the {card} from side stack {side} to centre stack {stack}</source>
      <translation>le {card} de la défausse {side} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>You played {plays} and placed the {card} on side stack {stack}.</source>
      <translation>Vous avez joué {plays} et posé le {card} sur la défausse {stack}.</translation>
    </message>
    <message>
      <source>You played {plays}.</source>
      <translation>Vous avez joué {plays}.</translation>
    </message>
    <message>
      <source>You placed the {card} on side stack {stack}.</source>
      <translation>Vous avez posé le {card} sur la défausse {stack}.</translation>
    </message>
    <message>
      <source>You ended your turn without a discard.</source>
      <translation>Vous avez fini votre tour sans défausser.</translation>
    </message>
    <message>
      <source>Expert would have played {plays} and placed the {card} on side stack {stack}.</source>
      <translation>Expert aurait joué {plays} et posé le {card} sur la défausse {stack}.</translation>
    </message>
    <message>
      <source>Expert would have played {plays}.</source>
      <translation>Expert aurait joué {plays}.</translation>
    </message>
    <message>
      <source>Expert would have placed the {card} on side stack {stack}.</source>
      <translation>Expert aurait posé le {card} sur la défausse {stack}.</translation>
    </message>
    <message>
      <source>Expert would have ended the turn without a discard.</source>
      <translation>Expert aurait fini le tour sans défausser.</translation>
    </message>
    <message>
      <source>Expert would have done the same.</source>
      <translation>Expert aurait fait de même.</translation>
    </message>
    <message>
      <source>Then your next payoff card turned up.</source>
      <translation>Puis votre carte personnelle suivante s’est retournée.</translation>
    </message>
    <message>
      <source>Then your hand was empty and you drew new cards.</source>
      <translation>Puis votre main était vide et vous avez pioché de nouvelles cartes.</translation>
    </message>
    <message>
      <source>Turn {turn}: {words} Your chance to win: {before} before the turn, {after} after it, {best} after Expert's.</source>
      <translation>Tour {turn} : {words} Vos chances de gagner : {before} avant le tour, {after} après, {best} après celui d’Expert.</translation>
    </message>
    <message>
      <source>Every turn you played was as good as Expert's.</source>
      <translation>Chacun de vos tours valait celui d’Expert.</translation>
    </message>
    <message>
      <source>{number}%</source>
      <translation>{number} %</translation>
    </message>
    <message>
      <source>best</source>
      <translation>meilleur coup</translation>
    </message>
    <message>
      <source>good</source>
      <translation>bon</translation>
    </message>
    <message>
      <source>inaccuracy</source>
      <translation>imprécision</translation>
    </message>
    <message>
      <source>mistake</source>
      <translation>erreur</translation>
    </message>
    <message>
      <source>blunder</source>
      <translation>gaffe</translation>
    </message>
  </context>
  <context>
    <name>Rules</name>
    <message>
      <source>{players} players need more cards: the deal takes {dealt} of the {total} cards and leaves only {stock} in the stock. Use {decks} decks or smaller payoff piles.</source>
      <translation>Il faut plus de cartes pour {players} joueurs : la donne prend {dealt} des {total} cartes et n’en laisse que {stock} dans la pioche. Prenez {decks} jeux ou des piles personnelles plus petites.</translation>
    </message>
    <message>
      <source>Spite and Malice is played by 2, 3 or 4 players.</source>
      <translation>Spite and Malice se joue à 2, 3 ou 4 joueurs.</translation>
    </message>
    <message>
      <source>These rules can't make a game.</source>
      <translation>Ces règles ne permettent pas de jouer.</translation>
    </message>
    <message>
      <source>These rules can't deal for {players} players: {why}</source>
      <translation>Ces règles ne permettent pas de donner pour {players} joueurs : {why}</translation>
    </message>
    <message>
      <source>Your saved rules could not be used: {why} The game uses the {preset} rules instead.</source>
      <translation>Vos règles enregistrées n’ont pas pu être utilisées : {why} La partie se joue avec les règles « {preset} » à la place.</translation>
    </message>
    <message>
      <source>They are not a set of named options.</source>
      <translation>Ce n’est pas une liste d’options nommées.</translation>
    </message>
    <message>
      <source>Their preset has no name.</source>
      <translation>Leur variante n’a pas de nom.</translation>
    </message>
    <message>
      <source>There is no preset called “{name}”.</source>
      <translation>Il n’existe aucune variante nommée « {name} ».</translation>
    </message>
    <message numerus="yes">
      <source>The turn limit is always {count} turns each.</source>
      <comment>one: The turn limit is always {count} turn each.</comment>
      <translation>
        <numerusform>La limite est toujours de {count} tour par joueur.</numerusform>
        <numerusform>La limite est toujours de {count} tours par joueur.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{players} players need more cards than the decks chosen hold, so the game uses {count} decks.</source>
      <comment>one: {players} players need more cards than the decks chosen hold, so the game uses {count} deck.</comment>
      <translation>
        <numerusform>Il faut plus de cartes pour {players} joueurs que n’en ont les jeux choisis : la partie se joue avec {count} jeu.</numerusform>
        <numerusform>Il faut plus de cartes pour {players} joueurs que n’en ont les jeux choisis : la partie se joue avec {count} jeux.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Turn summaries</name>
    <message>
      <source>{who} played {plays} and discarded the {card} on its side stack {stack}.</source>
      <translation>{who} a joué {plays} et défaussé le {card} sur sa défausse {stack}.</translation>
    </message>
    <message>
      <source>{who} played {plays}, then discarded the {card} on its side stack {stack}.</source>
      <translation>{who} a joué {plays}, puis défaussé le {card} sur sa défausse {stack}.</translation>
    </message>
    <message>
      <source>{who} played {plays} and discarded the {card} on their side stack {stack}.</source>
      <translation>{who} a joué {plays} et défaussé le {card} sur sa défausse {stack}.</translation>
    </message>
    <message>
      <source>{who} played {plays}, then discarded the {card} on their side stack {stack}.</source>
      <translation>{who} a joué {plays}, puis défaussé le {card} sur sa défausse {stack}.</translation>
    </message>
    <message>
      <source>{who} played nothing to the centre and discarded the {card} on its side stack {stack}.</source>
      <translation>{who} n’a rien joué au centre et a défaussé le {card} sur sa défausse {stack}.</translation>
    </message>
    <message>
      <source>{who} played nothing to the centre and discarded the {card} on their side stack {stack}.</source>
      <translation>{who} n’a rien joué au centre et a défaussé le {card} sur sa défausse {stack}.</translation>
    </message>
    <message>
      <source>{who} played {plays}.</source>
      <translation>{who} a joué {plays}.</translation>
    </message>
    <message>
      <source>{who} played nothing to the centre.</source>
      <translation>{who} n’a rien joué au centre.</translation>
    </message>
    <message>
      <source>Centre stack {stack} is complete and cleared.</source>
      <translation>La pile centrale {stack} est terminée et retirée.</translation>
    </message>
    <message>
      <source>Its payoff card is now the {card}.</source>
      <translation>Sa carte personnelle est maintenant le {card}.</translation>
    </message>
    <message>
      <source>Their payoff card is now the {card}.</source>
      <translation>Sa carte personnelle est maintenant le {card}.</translation>
    </message>
    <message>
      <source>{cards} on centre stack {stack}</source>
      <translation>{cards} sur la pile centrale {stack}</translation>
    </message>
    <message>
      <source>a wild {card} as {rank}</source>
      <translation>un {card} joker pour un {rank}</translation>
    </message>
    <message>
      <source>the {card} from its hand</source>
      <translation>le {card} de sa main</translation>
    </message>
    <message>
      <source>the {card} as {rank} from its hand</source>
      <translation>le {card} pour un {rank} de sa main</translation>
    </message>
    <message>
      <source>the {card} from their hand</source>
      <translation>le {card} de sa main</translation>
    </message>
    <message>
      <source>the {card} as {rank} from their hand</source>
      <translation>le {card} pour un {rank} de sa main</translation>
    </message>
    <message>
      <source>the {card} from its side stack {side}</source>
      <translation>le {card} de sa défausse {side}</translation>
    </message>
    <message>
      <source>the {card} as {rank} from its side stack {side}</source>
      <translation>le {card} pour un {rank} de sa défausse {side}</translation>
    </message>
    <message>
      <source>the {card} from their side stack {side}</source>
      <translation>le {card} de sa défausse {side}</translation>
    </message>
    <message>
      <source>the {card} as {rank} from their side stack {side}</source>
      <translation>le {card} pour un {rank} de sa défausse {side}</translation>
    </message>
    <message>
      <source>the {card} from its payoff pile</source>
      <translation>le {card} de sa pile personnelle</translation>
    </message>
    <message>
      <source>the {card} as {rank} from its payoff pile</source>
      <translation>le {card} pour un {rank} de sa pile personnelle</translation>
    </message>
    <message>
      <source>the {card} from their payoff pile</source>
      <translation>le {card} de sa pile personnelle</translation>
    </message>
    <message>
      <source>the {card} as {rank} from their payoff pile</source>
      <translation>le {card} pour un {rank} de sa pile personnelle</translation>
    </message>
  </context>
</TS>
