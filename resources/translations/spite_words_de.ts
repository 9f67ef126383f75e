<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
  <context>
    <name>Lists</name>
    <message>
      <source>{first} and {last}</source>
      <translation>{first} und {last}</translation>
    </message>
    <message>
      <source>{items}, {item}</source>
      <translation>{items}, {item}</translation>
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
      <translation>Ass</translation>
    </message>
    <message>
      <source>Jack</source>
      <translation>Bube</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Dame</translation>
    </message>
    <message>
      <source>King</source>
      <translation>König</translation>
    </message>
    <message>
      <source>a Joker</source>
      <translation>einen Joker</translation>
    </message>
    <message>
      <source>an Ace</source>
      <translation>ein Ass</translation>
    </message>
    <message>
      <source>a 2</source>
      <translation>eine 2</translation>
    </message>
    <message>
      <source>a 3</source>
      <translation>eine 3</translation>
    </message>
    <message>
      <source>a 4</source>
      <translation>eine 4</translation>
    </message>
    <message>
      <source>a 5</source>
      <translation>eine 5</translation>
    </message>
    <message>
      <source>a 6</source>
      <translation>eine 6</translation>
    </message>
    <message>
      <source>a 7</source>
      <translation>eine 7</translation>
    </message>
    <message>
      <source>an 8</source>
      <translation>eine 8</translation>
    </message>
    <message>
      <source>a 9</source>
      <translation>eine 9</translation>
    </message>
    <message>
      <source>a 10</source>
      <translation>eine 10</translation>
    </message>
    <message>
      <source>a Jack</source>
      <translation>einen Buben</translation>
    </message>
    <message>
      <source>a Queen</source>
      <translation>eine Dame</translation>
    </message>
    <message>
      <source>a King</source>
      <translation>einen König</translation>
    </message>
    <message>
      <source>{rank} of spades</source>
      <translation>Pik {rank}</translation>
    </message>
    <message>
      <source>{rank} of hearts</source>
      <translation>Herz {rank}</translation>
    </message>
    <message>
      <source>{rank} of diamonds</source>
      <translation>Karo {rank}</translation>
    </message>
    <message>
      <source>{rank} of clubs</source>
      <translation>Kreuz {rank}</translation>
    </message>
  </context>
  <context>
    <name>Refusals</name>
    <message>
      <source>That is not a move.</source>
      <translation>Das ist kein Zug.</translation>
    </message>
    <message>
      <source>Cards can be played only from your payoff pile, your hand or your side stacks.</source>
      <translation>Karten lassen sich nur von Ihrem Spielerstapel, aus Ihrer Hand oder von Ihren Ablagestapeln spielen.</translation>
    </message>
    <message>
      <source>Cards go to a centre stack or, to end the turn, to one of your side stacks.</source>
      <translation>Karten kommen auf einen Aufbaustapel oder, zum Beenden des Zuges, auf einen Ihrer Ablagestapel.</translation>
    </message>
    <message>
      <source>A card's place must be a whole number.</source>
      <translation>Der Platz einer Karte muss eine ganze Zahl sein.</translation>
    </message>
    <message>
      <source>A stack's number must be a whole number.</source>
      <translation>Die Nummer eines Stapels muss eine ganze Zahl sein.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
      <source>Wait for your turn.</source>
      <translation>Warten Sie, bis Sie dran sind.</translation>
    </message>
    <message>
      <source>End your turn by placing a card from your hand on one of your side stacks.</source>
      <translation>Beenden Sie Ihren Zug, indem Sie eine Handkarte auf einen Ihrer Ablagestapel legen.</translation>
    </message>
    <message>
      <source>Only the top card of your payoff pile can be played.</source>
      <translation>Nur die oberste Karte Ihres Spielerstapels lässt sich spielen.</translation>
    </message>
    <message>
      <source>Your payoff pile is empty.</source>
      <translation>Ihr Spielerstapel ist leer.</translation>
    </message>
    <message>
      <source>There is no card at that place in your hand.</source>
      <translation>An diesem Platz Ihrer Hand liegt keine Karte.</translation>
    </message>
    <message>
      <source>There is no such side stack.</source>
      <translation>Diesen Ablagestapel gibt es nicht.</translation>
    </message>
    <message>
      <source>That side stack is empty.</source>
      <translation>Dieser Ablagestapel ist leer.</translation>
    </message>
    <message>
      <source>There is no such centre stack.</source>
      <translation>Diesen Aufbaustapel gibt es nicht.</translation>
    </message>
    <message>
      <source>Your payoff card can only be played to a centre stack.</source>
      <translation>Ihre Spielerstapelkarte darf nur auf einen Aufbaustapel.</translation>
    </message>
    <message>
      <source>A card on a side stack can only be played to a centre stack.</source>
      <translation>Eine Karte vom Ablagestapel darf nur auf einen Aufbaustapel.</translation>
    </message>
    <message>
      <source>Aces may not be placed on a side stack under these rules.</source>
      <translation>Nach diesen Regeln dürfen Asse nicht auf einen Ablagestapel.</translation>
    </message>
    <message>
      <source>There is no game.</source>
      <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
      <source>There is no such seat at this table.</source>
      <translation>Diesen Platz gibt es an diesem Tisch nicht.</translation>
    </message>
    <message>
      <source>There is nothing to take back this turn.</source>
      <translation>In diesem Zug gibt es nichts zurückzunehmen.</translation>
    </message>
    <message>
      <source>There is nothing to play again.</source>
      <translation>Es gibt nichts zu wiederholen.</translation>
    </message>
    <message>
      <source>Cards go to a centre stack, or from your hand to one of your side stacks to end your turn.</source>
      <translation>Karten kommen auf einen Aufbaustapel oder, zum Beenden Ihres Zuges, aus der Hand auf einen Ihrer Ablagestapel.</translation>
    </message>
    <message>
      <source>You are not sitting at this table.</source>
      <translation>Sie sitzen nicht an diesem Tisch.</translation>
    </message>
    <message>
      <source>The connection to the table is lost; trying to reconnect.</source>
      <translation>Die Verbindung zum Tisch ist unterbrochen; sie wird neu aufgebaut.</translation>
    </message>
    <message>
      <source>Wait for the table to answer.</source>
      <translation>Warten Sie auf die Antwort des Tisches.</translation>
    </message>
    <message>
      <source>Slow down: too many messages at once.</source>
      <translation>Langsamer bitte: zu viele Nachrichten auf einmal.</translation>
    </message>
    <message>
      <source>Your time for this turn ran out: a computer plays the rest of it.</source>
      <translation>Ihre Zeit für diesen Zug ist abgelaufen: Ein Computer spielt den Rest.</translation>
    </message>
    <message>
      <source>Your time for the turn ran out: a computer played it.</source>
      <translation>Ihre Zeit für den Zug war abgelaufen: Ein Computer hat ihn gespielt.</translation>
    </message>
    <message>
      <source>The table refused that.</source>
      <translation>Der Tisch hat das abgelehnt.</translation>
    </message>
    <message>
      <source>Play the Ace on your payoff pile to an empty centre stack before ending your turn.</source>
      <translation>Spielen Sie das Ass von Ihrem Spielerstapel auf einen leeren Aufbaustapel, bevor Sie Ihren Zug beenden.</translation>
    </message>
    <message>
      <source>Play the Ace in your hand to an empty centre stack before ending your turn.</source>
      <translation>Spielen Sie das Ass aus Ihrer Hand auf einen leeren Aufbaustapel, bevor Sie Ihren Zug beenden.</translation>
    </message>
    <message>
      <source>Play the Ace on your side stack to an empty centre stack before ending your turn.</source>
      <translation>Spielen Sie das Ass von Ihrem Ablagestapel auf einen leeren Aufbaustapel, bevor Sie Ihren Zug beenden.</translation>
    </message>
    <message>
      <source>A joker can't start a centre stack under these rules: an empty stack takes an Ace.</source>
      <translation>Nach diesen Regeln beginnt kein Joker einen Aufbaustapel: Ein leerer Stapel braucht ein Ass.</translation>
    </message>
    <message>
      <source>A wild King can't start a centre stack under these rules: an empty stack takes an Ace.</source>
      <translation>Nach diesen Regeln beginnt kein König als Joker einen Aufbaustapel: Ein leerer Stapel braucht ein Ass.</translation>
    </message>
    <message>
      <source>{card} can't start a centre stack: an empty stack takes an Ace.</source>
      <translation>{card} kann keinen Aufbaustapel beginnen: Ein leerer Stapel braucht ein Ass.</translation>
    </message>
    <message>
      <source>{card} can't start a centre stack: an empty stack takes an Ace or a wild card.</source>
      <translation>{card} kann keinen Aufbaustapel beginnen: Ein leerer Stapel braucht ein Ass oder einen Joker.</translation>
    </message>
    <message>
      <source>{card} can't go on {on}: that stack needs {needs}.</source>
      <translation>{card} passt nicht auf {on}: Dieser Stapel braucht {needs}.</translation>
    </message>
    <message>
      <source>The {card} can't be taken back: playing it turned up your next payoff card.</source>
      <translation>{card} lässt sich nicht zurücknehmen: Dabei wurde Ihre nächste Spielerstapelkarte aufgedeckt.</translation>
    </message>
    <message>
      <source>The card can't be taken back: playing it turned up your next payoff card.</source>
      <translation>Die Karte lässt sich nicht zurücknehmen: Dabei wurde Ihre nächste Spielerstapelkarte aufgedeckt.</translation>
    </message>
    <message>
      <source>The {card} can't be taken back: your hand ran out and you drew new cards.</source>
      <translation>{card} lässt sich nicht zurücknehmen: Ihre Hand war leer, und Sie haben neue Karten gezogen.</translation>
    </message>
    <message>
      <source>The card can't be taken back: your hand ran out and you drew new cards.</source>
      <translation>Die Karte lässt sich nicht zurücknehmen: Ihre Hand war leer, und Sie haben neue Karten gezogen.</translation>
    </message>
    <message>
      <source>No centre stack takes the {card} now.</source>
      <translation>Kein Aufbaustapel nimmt jetzt {card}.</translation>
    </message>
  </context>
  <context>
    <name>Friends</name>
    <message>
      <source>Hi!</source>
      <translation>Hallo!</translation>
    </message>
    <message>
      <source>Hello!</source>
      <translation>Hallo zusammen!</translation>
    </message>
    <message>
      <source>Nice!</source>
      <translation>Schön!</translation>
    </message>
    <message>
      <source>Well played!</source>
      <translation>Gut gespielt!</translation>
    </message>
    <message>
      <source>Oops</source>
      <translation>Hoppla</translation>
    </message>
    <message>
      <source>Oops!</source>
      <translation>Hoppla!</translation>
    </message>
    <message>
      <source>Hmm…</source>
      <translation>Hmm…</translation>
    </message>
    <message>
      <source>Let me think…</source>
      <translation>Moment, ich überlege…</translation>
    </message>
    <message>
      <source>Your turn</source>
      <translation>Du bist dran</translation>
    </message>
    <message>
      <source>Your turn!</source>
      <translation>Du bist dran!</translation>
    </message>
    <message>
      <source>GG</source>
      <translation>GG</translation>
    </message>
    <message>
      <source>Good game!</source>
      <translation>Gutes Spiel!</translation>
    </message>
    <message>
      <source>Thanks</source>
      <translation>Danke</translation>
    </message>
    <message>
      <source>Thanks!</source>
      <translation>Danke!</translation>
    </message>
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
    <message numerus="yes">
      <source>{count} minutes</source>
      <comment>one: {count} minute</comment>
      <translation>
        <numerusform>{count} Minute</numerusform>
        <numerusform>{count} Minuten</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{count} seconds</source>
      <comment>one: {count} second</comment>
      <translation>
        <numerusform>{count} Sekunde</numerusform>
        <numerusform>{count} Sekunden</numerusform>
      </translation>
    </message>
    <message>
      <source>Someone</source>
      <translation>Jemand</translation>
    </message>
    <message>
      <source>time's up</source>
      <translation>Zeit abgelaufen</translation>
    </message>
    <message>
      <source>{clock} left</source>
      <translation>noch {clock}</translation>
    </message>
    <message numerus="yes">
      <source>{count} seconds left in your turn: then a computer plays the rest of it.</source>
      <comment>one: {count} second left in your turn: then a computer plays the rest of it.</comment>
      <translation>
        <numerusform>Noch {count} Sekunde in Ihrem Zug: Dann spielt ein Computer den Rest.</numerusform>
        <numerusform>Noch {count} Sekunden in Ihrem Zug: Dann spielt ein Computer den Rest.</numerusform>
      </translation>
    </message>
    <message>
      <source>online</source>
      <translation>verbunden</translation>
    </message>
    <message>
      <source>computer playing</source>
      <translation>Computer spielt</translation>
    </message>
    <message>
      <source>open seat</source>
      <translation>freier Platz</translation>
    </message>
    <message>
      <source>away {clock}</source>
      <translation>weg {clock}</translation>
    </message>
    <message>
      <source>host</source>
      <translation>Gastgeber</translation>
    </message>
    <message>
      <source>{name}'s turn: waiting for their move…</source>
      <translation>{name} ist dran: Warten auf den Zug…</translation>
    </message>
    <message>
      <source>{name} dropped out: their seat waits {clock} for them to come back.</source>
      <translation>{name} hat die Verbindung verloren: Der Platz wartet {clock} auf die Rückkehr.</translation>
    </message>
    <message>
      <source>A computer plays for {name} until they come back…</source>
      <translation>Ein Computer spielt für {name}, bis {name} zurückkommt…</translation>
    </message>
    <message>
      <source>A computer ({level}) plays for {name} until they come back…</source>
      <translation>Ein Computer ({level}) spielt für {name}, bis {name} zurückkommt…</translation>
    </message>
    <message>
      <source>A computer plays the open seat…</source>
      <translation>Ein Computer spielt den freien Platz…</translation>
    </message>
    <message>
      <source>A computer ({level}) plays the open seat…</source>
      <translation>Ein Computer ({level}) spielt den freien Platz…</translation>
    </message>
    <message>
      <source>{who} joined the table.</source>
      <translation>{who} hat sich an den Tisch gesetzt.</translation>
    </message>
    <message>
      <source>{who} is back.</source>
      <translation>{who} ist zurück.</translation>
    </message>
    <message>
      <source>{who} dropped out ({detail}).</source>
      <translation>{who} hat die Verbindung verloren ({detail}).</translation>
    </message>
    <message>
      <source>{who}'s seat waits {detail} seconds for them to come back.</source>
      <translation>Der Platz von {who} wartet {detail} Sekunden auf die Rückkehr.</translation>
    </message>
    <message>
      <source>A computer player ({detail}) plays for {who} until they come back.</source>
      <translation>Ein Computerspieler ({detail}) spielt für {who}, bis {who} zurückkommt.</translation>
    </message>
    <message>
      <source>{who} left the table.</source>
      <translation>{who} hat den Tisch verlassen.</translation>
    </message>
    <message>
      <source>{who}: {detail}</source>
      <translation>{who}: {detail}</translation>
    </message>
    <message>
      <source>{who}: [{detail}]</source>
      <translation>{who}: [{detail}]</translation>
    </message>
    <message>
      <source>{who} would like to play again.</source>
      <translation>{who} möchte noch einmal spielen.</translation>
    </message>
    <message>
      <source>Game {detail} is dealt.</source>
      <translation>Spiel {detail} ist ausgeteilt.</translation>
    </message>
    <message>
      <source>Game {detail} is over.</source>
      <translation>Spiel {detail} ist vorbei.</translation>
    </message>
    <message>
      <source>A program at {who} was turned away: it {detail}.</source>
      <translation>Ein Programm von {who} wurde abgewiesen: {detail}.</translation>
    </message>
    <message>
      <source>The table is closed: {detail}</source>
      <translation>Der Tisch ist geschlossen: {detail}</translation>
    </message>
    <message>
      <source>{who} closed their game.</source>
      <translation>{who} hat das Spiel beendet.</translation>
    </message>
    <message>
      <source>{who}'s program was closed; the table is kept. Back to it when {who} hosts it again.</source>
      <translation>Das Programm von {who} wurde beendet; der Tisch bleibt erhalten. Es geht weiter, wenn {who} ihn wieder eröffnet.</translation>
    </message>
    <message>
      <source>The table talk so far.</source>
      <translation>Das bisherige Tischgespräch.</translation>
    </message>
    <message>
      <source>{who} has {detail} seconds for this turn.</source>
      <translation>{who} hat {detail} Sekunden für diesen Zug.</translation>
    </message>
    <message>
      <source>{who}'s time for the turn ran out: a computer plays the rest of it.</source>
      <translation>Die Zeit von {who} für den Zug ist abgelaufen: Ein Computer spielt den Rest.</translation>
    </message>
    <message>
      <source>{who} stopped asking to sit down.</source>
      <translation>{who} fragt nicht mehr nach einem Platz.</translation>
    </message>
    <message>
      <source>{who} was removed from the table; a computer plays the seat.</source>
      <translation>{who} wurde vom Tisch entfernt; ein Computer spielt den Platz.</translation>
    </message>
    <message>
      <source>Someone guessed at the table's PIN: it is now {detail}.</source>
      <translation>Jemand hat die PIN des Tisches erraten wollen: Sie lautet jetzt {detail}.</translation>
    </message>
    <message numerus="yes">
      <source>{who}'s seat waits {count} seconds for them to come back.</source>
      <comment>one: {who}'s seat waits {count} second for them to come back.</comment>
      <translation>
        <numerusform>Der Platz von {who} wartet {count} Sekunde auf die Rückkehr.</numerusform>
        <numerusform>Der Platz von {who} wartet {count} Sekunden auf die Rückkehr.</numerusform>
      </translation>
    </message>
    <message>
      <source>Refused: {reason}</source>
      <translation>Abgelehnt: {reason}</translation>
    </message>
    <message>
      <source>The connection to the table was lost; trying again for {duration}.</source>
      <translation>Die Verbindung zum Tisch ist abgebrochen; neuer Versuch für {duration}.</translation>
    </message>
    <message>
      <source>You sit at seat {seat}.</source>
      <translation>Sie sitzen auf Platz {seat}.</translation>
    </message>
    <message>
      <source>{who} asks to sit at seat {seat}.</source>
      <translation>{who} möchte sich auf Platz {seat} setzen.</translation>
    </message>
    <message>
      <source>The host is asked to let you sit at seat {seat}.</source>
      <translation>Der Gastgeber wird gefragt, ob Sie sich auf Platz {seat} setzen dürfen.</translation>
    </message>
    <message>
      <source>{kind}: {detail}</source>
      <translation>{kind}: {detail}</translation>
    </message>
    <message>
      <source>You sat down at the table.</source>
      <translation>Sie haben sich an den Tisch gesetzt.</translation>
    </message>
    <message>
      <source>{who} sat down at the table.</source>
      <translation>{who} hat sich an den Tisch gesetzt.</translation>
    </message>
    <message>
      <source>A computer plays for {who} until they come back.</source>
      <translation>Ein Computer spielt für {who}, bis {who} zurückkommt.</translation>
    </message>
    <message>
      <source>A computer ({level}) plays for {who} until they come back.</source>
      <translation>Ein Computer ({level}) spielt für {who}, bis {who} zurückkommt.</translation>
    </message>
    <message>
      <source>A computer plays for you until you come back.</source>
      <translation>Ein Computer spielt für Sie, bis Sie zurückkommen.</translation>
    </message>
    <message>
      <source>A computer ({level}) plays for you until you come back.</source>
      <translation>Ein Computer ({level}) spielt für Sie, bis Sie zurückkommen.</translation>
    </message>
    <message>
      <source>{who}'s seat waits {clock} for them to come back.</source>
      <translation>Der Platz von {who} wartet {clock} auf die Rückkehr.</translation>
    </message>
    <message>
      <source>Your seat waits {clock} for you to come back.</source>
      <translation>Ihr Platz wartet {clock} auf Ihre Rückkehr.</translation>
    </message>
    <message>
      <source>The host is asked to let you in…</source>
      <translation>Der Gastgeber wird gefragt, ob Sie hereindürfen…</translation>
    </message>
    <message>
      <source>You ask to sit at seat {seat}.</source>
      <translation>Sie möchten sich auf Platz {seat} setzen.</translation>
    </message>
    <message>
      <source>{who} was removed from the table: a computer plays the seat.</source>
      <translation>{who} wurde vom Tisch entfernt: Ein Computer spielt den Platz.</translation>
    </message>
    <message>
      <source>You were removed from the table: a computer plays the seat.</source>
      <translation>Sie wurden vom Tisch entfernt: Ein Computer spielt den Platz.</translation>
    </message>
    <message>
      <source>{who}'s time ran out: a computer plays the rest of their turn.</source>
      <translation>Die Zeit von {who} ist abgelaufen: Ein Computer spielt den Rest des Zuges.</translation>
    </message>
    <message>
      <source>Your time ran out: a computer plays the rest of your turn.</source>
      <translation>Ihre Zeit ist abgelaufen: Ein Computer spielt den Rest Ihres Zuges.</translation>
    </message>
  </context>
  <context>
    <name>Outcomes</name>
    <message>
      <source>The game is a draw: the turn limit was reached.</source>
      <translation>Unentschieden: Die Zuggrenze ist erreicht.</translation>
    </message>
    <message>
      <source>The game is a draw: the stock ran out with the payoff piles level.</source>
      <translation>Unentschieden: Der Talon ist leer, und die Spielerstapel sind gleich groß.</translation>
    </message>
    <message>
      <source>{who} won: emptied the payoff pile (+{points}).</source>
      <translation>{who} hat gewonnen: Spielerstapel leer gespielt (+{points}).</translation>
    </message>
    <message>
      <source>You won: emptied the payoff pile (+{points}).</source>
      <translation>Sie haben gewonnen: Spielerstapel leer gespielt (+{points}).</translation>
    </message>
    <message>
      <source>{who} won: had the fewest payoff cards when the stock ran out (+{points}).</source>
      <translation>{who} hat gewonnen: die wenigsten Karten im Spielerstapel, als der Talon leer war (+{points}).</translation>
    </message>
    <message>
      <source>You won: had the fewest payoff cards when the stock ran out (+{points}).</source>
      <translation>Sie haben gewonnen: die wenigsten Karten im Spielerstapel, als der Talon leer war (+{points}).</translation>
    </message>
    <message>
      <source>{who} won: the game was abandoned (+{points}).</source>
      <translation>{who} hat gewonnen: Das Spiel wurde abgebrochen (+{points}).</translation>
    </message>
    <message>
      <source>You won: the game was abandoned (+{points}).</source>
      <translation>Sie haben gewonnen: Das Spiel wurde abgebrochen (+{points}).</translation>
    </message>
  </context>
  <context>
    <name>Log</name>
    <message>
      <source>You played your payoff card {card} to centre stack {stack}</source>
      <translation>Sie haben Ihre Spielerstapelkarte {card} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>You played your payoff card {card} to centre stack {stack} as {rank}</source>
      <translation>Sie haben Ihre Spielerstapelkarte {card} als {rank} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>{who} played its payoff card {card} to centre stack {stack}</source>
      <translation>{who} hat seine Spielerstapelkarte {card} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>{who} played its payoff card {card} to centre stack {stack} as {rank}</source>
      <translation>{who} hat seine Spielerstapelkarte {card} als {rank} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>{who} played their payoff card {card} to centre stack {stack}</source>
      <translation>{who} hat die Spielerstapelkarte {card} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>{who} played their payoff card {card} to centre stack {stack} as {rank}</source>
      <translation>{who} hat die Spielerstapelkarte {card} als {rank} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>You played {card} from your hand to centre stack {stack}</source>
      <translation>Sie haben {card} aus der Hand auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>You played {card} from your hand to centre stack {stack} as {rank}</source>
      <translation>Sie haben {card} aus der Hand als {rank} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>{who} played {card} from its hand to centre stack {stack}</source>
      <translation>{who} hat {card} aus der Hand auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>{who} played {card} from its hand to centre stack {stack} as {rank}</source>
      <translation>{who} hat {card} aus der Hand als {rank} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>{who} played {card} from their hand to centre stack {stack}</source>
      <translation>{who} hat {card} aus der Hand auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>{who} played {card} from their hand to centre stack {stack} as {rank}</source>
      <translation>{who} hat {card} aus der Hand als {rank} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>You played {card} from side stack {side} to centre stack {stack}</source>
      <translation>Sie haben {card} von Ablagestapel {side} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>You played {card} from side stack {side} to centre stack {stack} as {rank}</source>
      <translation>Sie haben {card} von Ablagestapel {side} als {rank} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>{who} played {card} from side stack {side} to centre stack {stack}</source>
      <translation>{who} hat {card} von Ablagestapel {side} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>{who} played {card} from side stack {side} to centre stack {stack} as {rank}</source>
      <translation>{who} hat {card} von Ablagestapel {side} als {rank} auf Aufbaustapel {stack} gespielt</translation>
    </message>
    <message>
      <source>{who} placed {card} on side stack {stack} and ended the turn</source>
      <translation>{who} hat {card} auf Ablagestapel {stack} gelegt und den Zug beendet</translation>
    </message>
    <message>
      <source>You placed {card} on side stack {stack} and ended the turn</source>
      <translation>Sie haben {card} auf Ablagestapel {stack} gelegt und den Zug beendet</translation>
    </message>
    <message>
      <source>You drew {cards}</source>
      <translation>Sie haben {cards} gezogen</translation>
    </message>
    <message numerus="yes">
      <source>{who} drew {count} cards</source>
      <comment>one: {who} drew {count} card</comment>
      <translation>
        <numerusform>{who} hat {count} Karte gezogen</numerusform>
        <numerusform>{who} hat {count} Karten gezogen</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You drew {count} cards</source>
      <comment>one: You drew {count} card</comment>
      <translation>
        <numerusform>Sie haben {count} Karte gezogen</numerusform>
        <numerusform>Sie haben {count} Karten gezogen</numerusform>
      </translation>
    </message>
    <message>
      <source>You revealed {card} on your payoff pile</source>
      <translation>Sie haben {card} auf Ihrem Spielerstapel aufgedeckt</translation>
    </message>
    <message>
      <source>{who} revealed {card} on its payoff pile</source>
      <translation>{who} hat {card} auf seinem Spielerstapel aufgedeckt</translation>
    </message>
    <message>
      <source>{who} revealed {card} on their payoff pile</source>
      <translation>{who} hat {card} auf dem Spielerstapel aufgedeckt</translation>
    </message>
    <message numerus="yes">
      <source>Centre stack {stack} is complete: {count} cards go to the completed pile</source>
      <comment>one: Centre stack {stack} is complete: {count} card goes to the completed pile</comment>
      <translation>
        <numerusform>Aufbaustapel {stack} ist fertig: {count} Karte kommt zu den fertigen Karten</numerusform>
        <numerusform>Aufbaustapel {stack} ist fertig: {count} Karten kommen zu den fertigen Karten</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The completed cards were shuffled into the stock (now {count} cards)</source>
      <comment>one: The completed cards were shuffled into the stock (now {count} card)</comment>
      <translation>
        <numerusform>Die fertigen Karten wurden in den Talon gemischt (jetzt {count} Karte)</numerusform>
        <numerusform>Die fertigen Karten wurden in den Talon gemischt (jetzt {count} Karten)</numerusform>
      </translation>
    </message>
    <message>
      <source>{who}'s turn</source>
      <translation>{who} ist dran</translation>
    </message>
    <message>
      <source>Your turn</source>
      <translation>Sie sind dran</translation>
    </message>
    <message>
      <source>New game: {who} plays first</source>
      <translation>Neues Spiel: {who} beginnt</translation>
    </message>
    <message>
      <source>New game: you play first</source>
      <translation>Neues Spiel: Sie beginnen</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Spieler {number}</translation>
    </message>
    <message>
      <source>{who} took back {card}</source>
      <translation>{who} hat {card} zurückgenommen</translation>
    </message>
    <message>
      <source>You took back {card}</source>
      <translation>Sie haben {card} zurückgenommen</translation>
    </message>
    <message numerus="yes">
      <source>{who} played its payoff card {card} ({count} left)</source>
      <comment>one: {who} played its payoff card {card} ({count} left)</comment>
      <translation>
        <numerusform>{who} hat seine Spielerstapelkarte {card} gespielt (noch {count})</numerusform>
        <numerusform>{who} hat seine Spielerstapelkarte {card} gespielt (noch {count})</numerusform>
      </translation>
    </message>
    <message>
      <source>{who} played its last payoff card, {card}</source>
      <translation>{who} hat seine letzte Spielerstapelkarte gespielt: {card}</translation>
    </message>
    <message numerus="yes">
      <source>{who} played their payoff card {card} ({count} left)</source>
      <comment>one: {who} played their payoff card {card} ({count} left)</comment>
      <translation>
        <numerusform>{who} hat die Spielerstapelkarte {card} gespielt (noch {count})</numerusform>
        <numerusform>{who} hat die Spielerstapelkarte {card} gespielt (noch {count})</numerusform>
      </translation>
    </message>
    <message>
      <source>{who} played their last payoff card, {card}</source>
      <translation>{who} hat die letzte Spielerstapelkarte gespielt: {card}</translation>
    </message>
  </context>
  <context>
    <name>Hints</name>
    <message>
      <source>Hint: there is nothing more to do; your turn ends.</source>
      <translation>Tipp: Es gibt nichts mehr zu tun; Ihr Zug endet.</translation>
    </message>
    <message>
      <source>Hint: play your payoff card {card} to centre stack {stack}.</source>
      <translation>Tipp: Spielen Sie Ihre Spielerstapelkarte {card} auf Aufbaustapel {stack}.</translation>
    </message>
    <message>
      <source>Hint: play the {card} from your hand to centre stack {stack}.</source>
      <translation>Tipp: Spielen Sie {card} aus Ihrer Hand auf Aufbaustapel {stack}.</translation>
    </message>
    <message>
      <source>Hint: play the {card} from side stack {side} to centre stack {stack}.</source>
      <translation>Tipp: Spielen Sie {card} von Ablagestapel {side} auf Aufbaustapel {stack}.</translation>
    </message>
    <message>
      <source>Hint: end your turn now by placing the {card} on side stack {stack}.</source>
      <translation>Tipp: Beenden Sie Ihren Zug jetzt, indem Sie {card} auf Ablagestapel {stack} legen.</translation>
    </message>
    <message>
      <source>Hint: nothing more goes to the centre; end your turn by placing the {card} on side stack {stack}.</source>
      <translation>Tipp: In die Mitte geht nichts mehr; beenden Sie Ihren Zug, indem Sie {card} auf Ablagestapel {stack} legen.</translation>
    </message>
    <message>
      <source>card</source>
      <translation>Karte</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <source>Card table</source>
      <translation>Kartentisch</translation>
    </message>
    <message>
      <source>Arrow keys move between the piles and the cards of your hand. Space picks a card up and puts it down, Enter plays it to a centre stack, 1 to 4 put it on a side stack, Escape puts it back, P shows every card of a side stack. T reads the table, C your cards, N the next player, S the score, R repeats. F1 lists every key.</source>
      <translation>Die Pfeiltasten gehen zwischen den Stapeln und den Karten Ihrer Hand. Die Leertaste nimmt eine Karte auf und legt sie ab, Eingabe spielt sie auf einen Aufbaustapel, 1 bis 4 legen sie auf einen Ablagestapel, Esc legt sie zurück, P zeigt alle Karten eines Ablagestapels. T liest den Tisch vor, C Ihre Karten, N den nächsten Spieler, S den Punktestand, R wiederholt. F1 zeigt alle Tasten.</translation>
    </message>
    <message>
      <source>face-down card</source>
      <translation>verdeckte Karte</translation>
    </message>
    <message>
      <source>{card}, as {rank}</source>
      <translation>{card}, als {rank}</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Sie</translation>
    </message>
    <message numerus="yes">
      <source>{count} cards</source>
      <comment>one: {count} card</comment>
      <translation>
        <numerusform>{count} Karte</numerusform>
        <numerusform>{count} Karten</numerusform>
      </translation>
    </message>
    <message>
      <source>Centre stack {number}</source>
      <translation>Aufbaustapel {number}</translation>
    </message>
    <message>
      <source>Stock</source>
      <translation>Talon</translation>
    </message>
    <message>
      <source>Completed pile</source>
      <translation>Fertige Karten</translation>
    </message>
    <message>
      <source>Your payoff pile</source>
      <translation>Ihr Spielerstapel</translation>
    </message>
    <message>
      <source>{owner}'s payoff pile</source>
      <translation>Spielerstapel von {owner}</translation>
    </message>
    <message>
      <source>Your hand</source>
      <translation>Ihre Hand</translation>
    </message>
    <message>
      <source>{owner}'s hand</source>
      <translation>Hand von {owner}</translation>
    </message>
    <message>
      <source>Your side stack {number}</source>
      <translation>Ihr Ablagestapel {number}</translation>
    </message>
    <message>
      <source>{owner}'s side stack {number}</source>
      <translation>Ablagestapel {number} von {owner}</translation>
    </message>
    <message>
      <source>empty, needs an Ace</source>
      <translation>leer, braucht ein Ass</translation>
    </message>
    <message>
      <source>{rank}, a wild {wild}</source>
      <translation>{rank}, ein {wild} als Joker</translation>
    </message>
    <message>
      <source>{at}, needs {needs}</source>
      <translation>{at}, braucht {needs}</translation>
    </message>
    <message>
      <source>The {card} may go here</source>
      <translation>{card} darf hierhin</translation>
    </message>
    <message>
      <source>{pile}, {state}</source>
      <translation>{pile}, {state}</translation>
    </message>
    <message>
      <source>{pile} at {state}</source>
      <translation>{pile} bei {state}</translation>
    </message>
    <message>
      <source>{pile}, empty</source>
      <translation>{pile}, leer</translation>
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
      <translation>{pile}, von unten nach oben: {cards}.</translation>
    </message>
    <message>
      <source>{pile}, bottom to top: nothing.</source>
      <translation>{pile}, von unten nach oben: nichts.</translation>
    </message>
    <message>
      <source>Completed cards</source>
      <translation>Fertige Karten</translation>
    </message>
    <message>
      <source>Payoff pile</source>
      <translation>Spielerstapel</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Hand</translation>
    </message>
    <message>
      <source>Side stack {number}</source>
      <translation>Ablagestapel {number}</translation>
    </message>
    <message>
      <source>{pile}: empty</source>
      <translation>{pile}: leer</translation>
    </message>
    <message numerus="yes">
      <source>{pile}: {count} cards</source>
      <comment>one: {pile}: {count} card</comment>
      <translation>
        <numerusform>{pile}: {count} Karte</numerusform>
        <numerusform>{pile}: {count} Karten</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{pile}: {count} cards — right-click to see them</source>
      <comment>one: {pile}: {count} card — right-click to see them</comment>
      <translation>
        <numerusform>{pile}: {count} Karte — Rechtsklick zeigt sie</numerusform>
        <numerusform>{pile}: {count} Karten — Rechtsklick zeigt sie</numerusform>
      </translation>
    </message>
    <message>
      <source>Your turn: play to the centre, or end your turn by placing a hand card on a side stack.</source>
      <translation>Sie sind dran: Spielen Sie in die Mitte, oder beenden Sie Ihren Zug mit einer Handkarte auf einem Ablagestapel.</translation>
    </message>
    <message>
      <source>{name} is playing…</source>
      <translation>{name} spielt…</translation>
    </message>
    <message>
      <source>thinking…</source>
      <translation>überlegt…</translation>
    </message>
    <message>
      <source>Press Ctrl+N for a new game.</source>
      <translation>Strg+N startet ein neues Spiel.</translation>
    </message>
    <message>
      <source>Your turn.</source>
      <translation>Sie sind dran.</translation>
    </message>
    <message>
      <source>{who}'s turn.</source>
      <translation>{who} ist dran.</translation>
    </message>
    <message>
      <source>Centre stacks: all empty.</source>
      <translation>Aufbaustapel: alle leer.</translation>
    </message>
    <message>
      <source>Centre stacks: {stacks}.</source>
      <translation>Aufbaustapel: {stacks}.</translation>
    </message>
    <message>
      <source>{number} at {rank}</source>
      <translation>{number} bei {rank}</translation>
    </message>
    <message>
      <source>{number} empty</source>
      <translation>{number} leer</translation>
    </message>
    <message>
      <source>Stock: {cards}.</source>
      <translation>Talon: {cards}.</translation>
    </message>
    <message>
      <source>The stock is empty.</source>
      <translation>Der Talon ist leer.</translation>
    </message>
    <message>
      <source>Stock: {cards}; completed pile: {completed}.</source>
      <translation>Talon: {cards}; fertige Karten: {completed}.</translation>
    </message>
    <message>
      <source>The stock is empty; completed pile: {completed}.</source>
      <translation>Der Talon ist leer; fertige Karten: {completed}.</translation>
    </message>
    <message>
      <source>{who}: {payoff}; {sides}; {hand}.</source>
      <translation>{who}: {payoff}; {sides}; {hand}.</translation>
    </message>
    <message numerus="yes">
      <source>payoff card {card}, {count} cards in the pile</source>
      <comment>one: payoff card {card}, {count} card in the pile</comment>
      <translation>
        <numerusform>Spielerstapelkarte {card}, {count} Karte im Stapel</numerusform>
        <numerusform>Spielerstapelkarte {card}, {count} Karten im Stapel</numerusform>
      </translation>
    </message>
    <message>
      <source>no payoff cards left</source>
      <translation>keine Karten mehr im Spielerstapel</translation>
    </message>
    <message>
      <source>side stacks empty</source>
      <translation>Ablagestapel leer</translation>
    </message>
    <message>
      <source>side stacks {stacks}</source>
      <translation>Ablagestapel {stacks}</translation>
    </message>
    <message numerus="yes">
      <source>{number}: {card} ({count} cards)</source>
      <comment>one: {number}: {card} ({count} card)</comment>
      <translation>
        <numerusform>{number}: {card} ({count} Karte)</numerusform>
        <numerusform>{number}: {card} ({count} Karten)</numerusform>
      </translation>
    </message>
    <message>
      <source>{number}: empty</source>
      <translation>{number}: leer</translation>
    </message>
    <message>
      <source>hand: {cards}</source>
      <translation>Hand: {cards}</translation>
    </message>
    <message>
      <source>hand: empty</source>
      <translation>Hand: leer</translation>
    </message>
    <message numerus="yes">
      <source>{count} cards in hand</source>
      <comment>one: {count} card in hand</comment>
      <translation>
        <numerusform>{count} Karte auf der Hand</numerusform>
        <numerusform>{count} Karten auf der Hand</numerusform>
      </translation>
    </message>
    <message>
      <source>Your hand is empty.</source>
      <translation>Ihre Hand ist leer.</translation>
    </message>
    <message>
      <source>Your hand: {cards}.</source>
      <translation>Ihre Hand: {cards}.</translation>
    </message>
    <message>
      <source>To a centre stack now: {cards}.</source>
      <translation>Jetzt auf einen Aufbaustapel: {cards}.</translation>
    </message>
    <message>
      <source>None of them goes to a centre stack now.</source>
      <translation>Keine davon passt jetzt auf einen Aufbaustapel.</translation>
    </message>
    <message>
      <source>{who} has no payoff cards left.</source>
      <translation>{who} hat keine Karten mehr im Spielerstapel.</translation>
    </message>
    <message>
      <source>{who} plays next.</source>
      <translation>Als Nächstes ist {who} dran.</translation>
    </message>
    <message numerus="yes">
      <source>{who}'s payoff card is the {card}, {count} cards in the pile.</source>
      <comment>one: {who}'s payoff card is the {card}, {count} card in the pile.</comment>
      <translation>
        <numerusform>Die Spielerstapelkarte von {who} ist {card}, {count} Karte im Stapel.</numerusform>
        <numerusform>Die Spielerstapelkarte von {who} ist {card}, {count} Karten im Stapel.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Your payoff card is the {card}, {count} cards in the pile.</source>
      <comment>one: Your payoff card is the {card}, {count} card in the pile.</comment>
      <translation>
        <numerusform>Ihre Spielerstapelkarte ist {card}, {count} Karte im Stapel.</numerusform>
        <numerusform>Ihre Spielerstapelkarte ist {card}, {count} Karten im Stapel.</numerusform>
      </translation>
    </message>
    <message>
      <source>It is wild: it can go on any centre stack.</source>
      <translation>Sie ist ein Joker: Sie passt auf jeden Aufbaustapel.</translation>
    </message>
    <message>
      <source>It is wild: it can go on any started centre stack.</source>
      <translation>Sie ist ein Joker: Sie passt auf jeden begonnenen Aufbaustapel.</translation>
    </message>
    <message numerus="yes">
      <source>It can go on centre stacks {stacks} now.</source>
      <comment>one: It can go on centre stack {stacks} now.</comment>
      <translation>
        <numerusform>Sie passt jetzt auf Aufbaustapel {stacks}.</numerusform>
        <numerusform>Sie passt jetzt auf die Aufbaustapel {stacks}.</numerusform>
      </translation>
    </message>
    <message>
      <source>It needs an empty centre stack; every stack is past that now.</source>
      <translation>Sie braucht einen leeren Aufbaustapel; jeder Stapel ist schon weiter.</translation>
    </message>
    <message>
      <source>It needs a centre stack at {rank}; every stack is past that now.</source>
      <translation>Sie braucht einen Aufbaustapel bei {rank}; jeder Stapel ist schon weiter.</translation>
    </message>
    <message>
      <source>It needs a centre stack at {rank}; every stack below that is empty.</source>
      <translation>Sie braucht einen Aufbaustapel bei {rank}; jeder Stapel darunter ist leer.</translation>
    </message>
    <message numerus="yes">
      <source>It needs a centre stack at {rank}; none is. The nearest is centre stack {stack}, at {at}, {count} cards short.</source>
      <comment>one: It needs a centre stack at {rank}; none is. The nearest is centre stack {stack}, at {at}, {count} card short.</comment>
      <translation>
        <numerusform>Sie braucht einen Aufbaustapel bei {rank}; keiner ist so weit. Am nächsten ist Aufbaustapel {stack} bei {at}, {count} Karte davor.</numerusform>
        <numerusform>Sie braucht einen Aufbaustapel bei {rank}; keiner ist so weit. Am nächsten ist Aufbaustapel {stack} bei {at}, {count} Karten davor.</numerusform>
      </translation>
    </message>
    <message>
      <source>Score this session: {scores}</source>
      <translation>Punkte dieser Sitzung: {scores}</translation>
    </message>
    <message>
      <source>Score this session: {scores}. Payoff cards left: {left}.</source>
      <translation>Punkte dieser Sitzung: {scores}. Karten in den Spielerstapeln: {left}.</translation>
    </message>
    <message>
      <source>{match}: {scores}. Payoff cards left: {left}.</source>
      <translation>{match}: {scores}. Karten in den Spielerstapeln: {left}.</translation>
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
      <translation>Sie {count}</translation>
    </message>
    <message>
      <source>Pick up one of your own cards: your payoff card, a card in your hand or the top card of one of your side stacks.</source>
      <translation>Nehmen Sie eine Ihrer eigenen Karten: Ihre Spielerstapelkarte, eine Handkarte oder die oberste Karte eines Ihrer Ablagestapel.</translation>
    </message>
    <message>
      <source>Wait a moment: the cards are still moving.</source>
      <translation>Einen Moment: Die Karten bewegen sich noch.</translation>
    </message>
    <message>
      <source>P shows every card of a side stack: move to one first.</source>
      <translation>P zeigt alle Karten eines Ablagestapels: Gehen Sie erst zu einem.</translation>
    </message>
    <message>
      <source>{pile} is empty.</source>
      <translation>{pile} ist leer.</translation>
    </message>
  </context>
  <context>
    <name>Turn summaries</name>
    <message>
      <source>{who} played {plays} and discarded the {card} on its side stack {stack}.</source>
      <translation>{who} hat {plays} gespielt und {card} auf seinen Ablagestapel {stack} gelegt.</translation>
    </message>
    <message>
      <source>{who} played {plays}, then discarded the {card} on its side stack {stack}.</source>
      <translation>{who} hat {plays} gespielt, dann {card} auf seinen Ablagestapel {stack} gelegt.</translation>
    </message>
    <message>
      <source>{who} played {plays} and discarded the {card} on their side stack {stack}.</source>
      <translation>{who} hat {plays} gespielt und {card} auf Ablagestapel {stack} gelegt.</translation>
    </message>
    <message>
      <source>{who} played {plays}, then discarded the {card} on their side stack {stack}.</source>
      <translation>{who} hat {plays} gespielt, dann {card} auf Ablagestapel {stack} gelegt.</translation>
    </message>
    <message>
      <source>{who} played nothing to the centre and discarded the {card} on its side stack {stack}.</source>
      <translation>{who} hat nichts in die Mitte gespielt und {card} auf seinen Ablagestapel {stack} gelegt.</translation>
    </message>
    <message>
      <source>{who} played nothing to the centre and discarded the {card} on their side stack {stack}.</source>
      <translation>{who} hat nichts in die Mitte gespielt und {card} auf Ablagestapel {stack} gelegt.</translation>
    </message>
    <message>
      <source>{who} played {plays}.</source>
      <translation>{who} hat {plays} gespielt.</translation>
    </message>
    <message>
      <source>{who} played nothing to the centre.</source>
      <translation>{who} hat nichts in die Mitte gespielt.</translation>
    </message>
    <message>
      <source>Centre stack {stack} is complete and cleared.</source>
      <translation>Aufbaustapel {stack} ist fertig und abgeräumt.</translation>
    </message>
    <message>
      <source>Its payoff card is now the {card}.</source>
      <translation>Seine Spielerstapelkarte ist jetzt {card}.</translation>
    </message>
    <message>
      <source>Their payoff card is now the {card}.</source>
      <translation>Die Spielerstapelkarte ist jetzt {card}.</translation>
    </message>
    <message>
      <source>{cards} on centre stack {stack}</source>
      <translation>{cards} auf Aufbaustapel {stack}</translation>
    </message>
    <message>
      <source>a wild {card} as {rank}</source>
      <translation>{card} als Joker für {rank}</translation>
    </message>
    <message>
      <source>the {card} from its hand</source>
      <translation>{card} aus der Hand</translation>
    </message>
    <message>
      <source>the {card} as {rank} from its hand</source>
      <translation>{card} als {rank} aus der Hand</translation>
    </message>
    <message>
      <source>the {card} from their hand</source>
      <translation>{card} aus der Hand</translation>
    </message>
    <message>
      <source>the {card} as {rank} from their hand</source>
      <translation>{card} als {rank} aus der Hand</translation>
    </message>
    <message>
      <source>the {card} from its side stack {side}</source>
      <translation>{card} von seinem Ablagestapel {side}</translation>
    </message>
    <message>
      <source>the {card} as {rank} from its side stack {side}</source>
      <translation>{card} als {rank} von seinem Ablagestapel {side}</translation>
    </message>
    <message>
      <source>the {card} from their side stack {side}</source>
      <translation>{card} von Ablagestapel {side}</translation>
    </message>
    <message>
      <source>the {card} as {rank} from their side stack {side}</source>
      <translation>{card} als {rank} von Ablagestapel {side}</translation>
    </message>
    <message>
      <source>the {card} from its payoff pile</source>
      <translation>{card} von seinem Spielerstapel</translation>
    </message>
    <message>
      <source>the {card} as {rank} from its payoff pile</source>
      <translation>{card} als {rank} von seinem Spielerstapel</translation>
    </message>
    <message>
      <source>the {card} from their payoff pile</source>
      <translation>{card} vom Spielerstapel</translation>
    </message>
    <message>
      <source>the {card} as {rank} from their payoff pile</source>
      <translation>{card} als {rank} vom Spielerstapel</translation>
    </message>
  </context>
</TS>
