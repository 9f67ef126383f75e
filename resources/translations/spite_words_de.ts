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
    <name>Card corners</name>
    <message>
      <source>A</source>
      <translation>A</translation>
    </message>
    <message>
      <source>J</source>
      <translation>B</translation>
    </message>
    <message>
      <source>Q</source>
      <translation>D</translation>
    </message>
    <message>
      <source>K</source>
      <translation>K</translation>
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
      <source>This step of the lesson asks for another move.</source>
      <translation>Dieser Schritt der Lektion verlangt einen anderen Zug.</translation>
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
    <message>
      <source>{host} closed the table.</source>
      <translation>{host} hat den Tisch geschlossen.</translation>
    </message>
    <message>
      <source>{host}'s program was closed.</source>
      <translation>Das Programm von {host} wurde geschlossen.</translation>
    </message>
    <message>
      <source>{host} did not let you in.</source>
      <translation>{host} hat Sie nicht hereingelassen.</translation>
    </message>
    <message>
      <source>{host} did not answer in time: try again.</source>
      <translation>{host} hat nicht rechtzeitig geantwortet: Versuchen Sie es noch einmal.</translation>
    </message>
    <message>
      <source>The table is full.</source>
      <translation>Der Tisch ist voll besetzt.</translation>
    </message>
    <message>
      <source>Someone already sits at the seat of this invite code.</source>
      <translation>Auf dem Platz dieses Einladungscodes sitzt schon jemand.</translation>
    </message>
    <message>
      <source>{host} removed you from the table.</source>
      <translation>{host} hat Sie vom Tisch entfernt.</translation>
    </message>
    <message>
      <source>You sat down at this table again from another place.</source>
      <translation>Sie haben sich von einem anderen Ort aus wieder an diesen Tisch gesetzt.</translation>
    </message>
    <message>
      <source>The table is busy. Try again in a moment.</source>
      <translation>Der Tisch ist gerade beschäftigt. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
      <source>This table asks for its PIN: type the PIN shown on the host's screen.</source>
      <translation>Dieser Tisch verlangt seine PIN: Geben Sie die PIN ein, die auf dem Bildschirm des Gastgebers steht.</translation>
    </message>
    <message>
      <source>That PIN is not the table's: check the PIN on the host's screen.</source>
      <translation>Das ist nicht die PIN dieses Tisches: Prüfen Sie die PIN auf dem Bildschirm des Gastgebers.</translation>
    </message>
    <message>
      <source>sent a message out of turn</source>
      <translation>hat eine Nachricht zur falschen Zeit geschickt</translation>
    </message>
    <message>
      <source>sent a move for another seat</source>
      <translation>hat einen Zug für einen anderen Platz geschickt</translation>
    </message>
    <message>
      <source>could not prove it holds the seat key it named</source>
      <translation>konnte nicht beweisen, dass es den genannten Platzschlüssel hat</translation>
    </message>
    <message>
      <source>did not know the table's PIN</source>
      <translation>kannte die PIN des Tisches nicht</translation>
    </message>
    <message>
      <source>took too long to join</source>
      <translation>hat zu lange gebraucht, um Platz zu nehmen</translation>
    </message>
    <message>
      <source>made room for a newer connection</source>
      <translation>hat einer neueren Verbindung Platz gemacht</translation>
    </message>
    <message>
      <source>has another version of the game</source>
      <translation>hat eine andere Version des Spiels</translation>
    </message>
    <message>
      <source>sent a message that is not valid</source>
      <translation>hat eine ungültige Nachricht geschickt</translation>
    </message>
    <message>
      <source>the other program sent bad connection hints</source>
      <translation>das andere Programm hat unbrauchbare Verbindungsangaben geschickt</translation>
    </message>
    <message>
      <source>stopped answering</source>
      <translation>hat nicht mehr geantwortet</translation>
    </message>
    <message>
      <source>sent a message that is too large</source>
      <translation>hat eine zu große Nachricht geschickt</translation>
    </message>
    <message>
      <source>the connection closed</source>
      <translation>die Verbindung wurde beendet</translation>
    </message>
    <message>
      <source>stopped reading</source>
      <translation>hat nicht mehr gelesen</translation>
    </message>
    <message>
      <source>the table could not prove it holds its key</source>
      <translation>der Tisch konnte nicht beweisen, dass er seinen Schlüssel hat</translation>
    </message>
    <message>
      <source>the table did not answer</source>
      <translation>der Tisch hat nicht geantwortet</translation>
    </message>
    <message>
      <source>the table moved us to another seat</source>
      <translation>der Tisch hat uns auf einen anderen Platz gesetzt</translation>
    </message>
    <message>
      <source>the table sent a message out of turn</source>
      <translation>der Tisch hat eine Nachricht zur falschen Zeit geschickt</translation>
    </message>
    <message>
      <source>the table sent the view of another seat</source>
      <translation>der Tisch hat die Sicht eines anderen Platzes geschickt</translation>
    </message>
    <message>
      <source>Type the host's address and port as they see it, like 192.168.1.20:47474 (the port may be left out if it is 47474).</source>
      <translation>Geben Sie Adresse und Port des Gastgebers so ein, wie er sie sieht, etwa 192.168.1.20:47474 (der Port kann wegfallen, wenn er 47474 ist).</translation>
    </message>
    <message>
      <source>A table PIN is 6 digits, like 482 913.</source>
      <translation>Eine Tisch-PIN hat 6 Ziffern, etwa 482 913.</translation>
    </message>
    <message>
      <source>That is not an invite code; one looks like 7-guitarist-revenge.</source>
      <translation>Das ist kein Einladungscode; einer sieht so aus: 7-guitarist-revenge.</translation>
    </message>
    <message>
      <source>That invite code is not right: check the number and the words.</source>
      <translation>Dieser Einladungscode stimmt nicht: Prüfen Sie die Zahl und die Wörter.</translation>
    </message>
    <message>
      <source>Nobody offers a seat with that invite code right now.</source>
      <translation>Gerade bietet niemand einen Platz mit diesem Einladungscode an.</translation>
    </message>
    <message>
      <source>The invite could not be used ({why}).</source>
      <translation>Die Einladung ließ sich nicht verwenden ({why}).</translation>
    </message>
    <message>
      <source>the table runs another version of the game ({version})</source>
      <translation>am Tisch läuft eine andere Version des Spiels ({version})</translation>
    </message>
    <message>
      <source>The table ended the connection: your program {fault}.</source>
      <translation>Der Tisch hat die Verbindung beendet: Ihr Programm {fault}.</translation>
    </message>
    <message>
      <source>This table runs Spite and Malice {version}, a newer version than yours. Play with version {version} to join.</source>
      <translation>An diesem Tisch läuft Spite and Malice {version}, eine neuere Version als Ihre. Spielen Sie mit Version {version}, um mitzuspielen.</translation>
    </message>
    <message>
      <source>This table runs Spite and Malice {version}, an older version than yours. Play with version {version} to join, or ask the host to update.</source>
      <translation>An diesem Tisch läuft Spite and Malice {version}, eine ältere Version als Ihre. Spielen Sie mit Version {version}, um mitzuspielen, oder bitten Sie den Gastgeber, zu aktualisieren.</translation>
    </message>
    <message>
      <source>nobody hosts a table at that address and port</source>
      <translation>an dieser Adresse und diesem Port ist kein Tisch eröffnet</translation>
    </message>
    <message>
      <source>the table did not answer in time</source>
      <translation>der Tisch hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
      <source>that address is not known on this network</source>
      <translation>diese Adresse ist in diesem Netzwerk unbekannt</translation>
    </message>
    <message>
      <source>could not reach the table: {why}</source>
      <translation>der Tisch war nicht erreichbar: {why}</translation>
    </message>
    <message>
      <source>Deal verified: every card came from deal #{deal}, as the host promised before dealing.</source>
      <translation>Spiel geprüft: Jede Karte kam aus Spiel Nr. {deal}, wie der Gastgeber es vor dem Geben versprochen hatte.</translation>
    </message>
    <message>
      <source>Warning: the deal the host revealed is not the one it promised before the game.</source>
      <translation>Achtung: Das Spiel, das der Gastgeber aufgedeckt hat, ist nicht das vor dem Spiel versprochene.</translation>
    </message>
    <message>
      <source>The deal could not be checked: the game was not seen from its start.</source>
      <translation>Das Spiel konnte nicht geprüft werden: Es wurde nicht von Anfang an verfolgt.</translation>
    </message>
    <message>
      <source>Warning: the host's cards changed during the game.</source>
      <translation>Achtung: Die Karten des Gastgebers haben sich während des Spiels verändert.</translation>
    </message>
    <message>
      <source>Warning: the host changed its promise about the deal during the game.</source>
      <translation>Achtung: Der Gastgeber hat sein Versprechen zum Spiel während des Spiels geändert.</translation>
    </message>
    <message>
      <source>Warning: the host promised nothing about this deal before dealing it, so it can't be checked.</source>
      <translation>Achtung: Der Gastgeber hat vor dem Geben nichts zu diesem Spiel versprochen, daher kann es nicht geprüft werden.</translation>
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
    <message numerus="yes">
      <source>Every payoff card you play brings you nearer to winning: {count} are left after this one.</source>
      <comment>one: Every payoff card you play brings you nearer to winning: {count} is left after this one.</comment>
      <translation>
        <numerusform>Jede gespielte Spielerstapelkarte bringt Sie dem Sieg näher: Danach bleibt noch {count}.</numerusform>
        <numerusform>Jede gespielte Spielerstapelkarte bringt Sie dem Sieg näher: Danach bleiben noch {count}.</numerusform>
      </translation>
    </message>
    <message>
      <source>It is your last payoff card: playing it wins the game.</source>
      <translation>Das ist Ihre letzte Spielerstapelkarte: Wenn Sie sie spielen, gewinnen Sie das Spiel.</translation>
    </message>
    <message>
      <source>It clears the way for your payoff card {card} this turn: then play {cards}.</source>
      <translation>Damit ist der Weg frei für Ihre Spielerstapelkarte {card} in diesem Zug: Spielen Sie danach {cards}.</translation>
    </message>
    <message numerus="yes">
      <source>It helps you empty your hand this turn: then play {cards}, and you draw {count} new cards.</source>
      <comment>one: It helps you empty your hand this turn: then play {cards}, and you draw {count} new card.</comment>
      <translation>
        <numerusform>So leeren Sie Ihre Hand in diesem Zug: Spielen Sie danach {cards}, dann ziehen Sie {count} neue Karte.</numerusform>
        <numerusform>So leeren Sie Ihre Hand in diesem Zug: Spielen Sie danach {cards}, dann ziehen Sie {count} neue Karten.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>It empties your hand: you draw {count} new cards at once.</source>
      <comment>one: It empties your hand: you draw {count} new card at once.</comment>
      <translation>
        <numerusform>Damit ist Ihre Hand leer: Sie ziehen sofort {count} neue Karte.</numerusform>
        <numerusform>Damit ist Ihre Hand leer: Sie ziehen sofort {count} neue Karten.</numerusform>
      </translation>
    </message>
    <message>
      <source>It brings your payoff card {card} closer: centre stack {stack} then needs only {ranks} before it.</source>
      <translation>Das bringt Ihre Spielerstapelkarte {card} näher: Aufbaustapel {stack} fehlt dann nur noch {ranks} davor.</translation>
    </message>
    <message>
      <source>Each card you play from your hand makes room for a fresh card from the stock next turn.</source>
      <translation>Jede Karte, die Sie aus der Hand spielen, macht Platz für eine neue Karte vom Talon im nächsten Zug.</translation>
    </message>
    <message>
      <source>It uncovers the {card} on side stack {side} for the plays after it.</source>
      <translation>Damit liegt {card} auf Ablagestapel {side} frei für die nächsten Züge.</translation>
    </message>
    <message>
      <source>By the odds it beats ending your turn now: about {hinted}% to win against {other}%.</source>
      <translation>Nach den Chancen ist das besser, als den Zug jetzt zu beenden: etwa {hinted} % Siegchance statt {other} %.</translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} back: played now, they would let {who}'s payoff card {payoff} go on a centre stack next turn.</source>
      <comment>one: Keep the {cards} back: played now, it would let {who}'s payoff card {payoff} go on a centre stack next turn.</comment>
      <translation>
        <numerusform>Behalten Sie {cards} zurück: Jetzt gespielt, käme die Spielerstapelkarte {payoff} von {who} im nächsten Zug auf einen Aufbaustapel.</numerusform>
        <numerusform>Behalten Sie {cards} zurück: Jetzt gespielt, käme die Spielerstapelkarte {payoff} von {who} im nächsten Zug auf einen Aufbaustapel.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} back: played now, they would bring {who}'s payoff card {payoff} within one card of a centre stack.</source>
      <comment>one: Keep the {cards} back: played now, it would bring {who}'s payoff card {payoff} within one card of a centre stack.</comment>
      <translation>
        <numerusform>Behalten Sie {cards} zurück: Jetzt gespielt, fehlte der Spielerstapelkarte {payoff} von {who} nur noch eine Karte zu einem Aufbaustapel.</numerusform>
        <numerusform>Behalten Sie {cards} zurück: Jetzt gespielt, fehlte der Spielerstapelkarte {payoff} von {who} nur noch eine Karte zu einem Aufbaustapel.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} back: by the odds, about {hinted}% to win this way against {other}% if you play them now.</source>
      <comment>one: Keep the {cards} back: by the odds, about {hinted}% to win this way against {other}% if you play it now.</comment>
      <translation>
        <numerusform>Behalten Sie {cards} zurück: Nach den Chancen etwa {hinted} % Siegchance so, gegen {other} %, wenn Sie sie jetzt spielen.</numerusform>
        <numerusform>Behalten Sie {cards} zurück: Nach den Chancen etwa {hinted} % Siegchance so, gegen {other} %, wenn Sie sie jetzt spielen.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>By the odds too: about {hinted}% to win this way against {other}% if you play them now.</source>
      <comment>one: By the odds too: about {hinted}% to win this way against {other}% if you play it now.</comment>
      <translation>
        <numerusform>Auch nach den Chancen: etwa {hinted} % Siegchance so, gegen {other} %, wenn Sie sie jetzt spielen.</numerusform>
        <numerusform>Auch nach den Chancen: etwa {hinted} % Siegchance so, gegen {other} %, wenn Sie sie jetzt spielen.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Keeping the {cards} back or playing them is a close call by the odds: about {hinted}% to win this way, {other}% the other.</source>
      <comment>one: Keeping the {cards} back or playing it is a close call by the odds: about {hinted}% to win this way, {other}% the other.</comment>
      <translation>
        <numerusform>{cards} zurückzubehalten oder zu spielen ist nach den Chancen knapp: etwa {hinted} % Siegchance so, {other} % andersherum.</numerusform>
        <numerusform>{cards} zurückzubehalten oder zu spielen ist nach den Chancen knapp: etwa {hinted} % Siegchance so, {other} % andersherum.</numerusform>
      </translation>
    </message>
    <message>
      <source>On a side stack the {card} stays wild: you can play it from there whenever it helps.</source>
      <translation>Auf einem Ablagestapel bleibt {card} ein Joker: Sie können ihn von dort spielen, wann immer er hilft.</translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} in your hand: wild cards stand for whatever a centre stack needs.</source>
      <comment>one: Keep the {cards} in your hand: a wild card stands for whatever a centre stack needs.</comment>
      <translation>
        <numerusform>Behalten Sie {cards} auf der Hand: Ein Joker steht für jede Karte, die ein Aufbaustapel braucht.</numerusform>
        <numerusform>Behalten Sie {cards} auf der Hand: Joker stehen für jede Karte, die ein Aufbaustapel braucht.</numerusform>
      </translation>
    </message>
    <message>
      <source>On the {under} it makes a run down: later you play the {card}, then the {under}.</source>
      <translation>Auf {under} entsteht eine absteigende Folge: Später spielen Sie erst {card}, dann {under}.</translation>
    </message>
    <message>
      <source>On the {under}, a card of the same rank, it buries no card you could play sooner.</source>
      <translation>Auf {under}, einer Karte desselben Rangs, verdeckt sie keine Karte, die Sie früher spielen könnten.</translation>
    </message>
    <message>
      <source>{card} as {rank}</source>
      <translation>{card} als {rank}</translation>
    </message>
    <message>
      <source>The {card} is the card in your hand furthest from what the centre stacks need.</source>
      <translation>{card} ist die Karte Ihrer Hand, die am weitesten von dem entfernt ist, was die Aufbaustapel brauchen.</translation>
    </message>
  </context>
  <context>
    <name>Lesson</name>
    <message>
      <source>Step {step} of {count}</source>
      <translation>Schritt {step} von {count}</translation>
    </message>
    <message>
      <source>Well done!</source>
      <translation>Gut gemacht!</translation>
    </message>
    <message>
      <source>Now watch the computer's turn.</source>
      <translation>Sehen Sie sich jetzt den Zug des Computers an.</translation>
    </message>
    <message>
      <source>Play a real game against the computer now, or go back to any step.</source>
      <translation>Spielen Sie jetzt ein echtes Spiel gegen den Computer, oder gehen Sie zu einem beliebigen Schritt zurück.</translation>
    </message>
    <message>
      <source>That {card} would go on centre stack {stack}; this step asks you to {ask}.</source>
      <translation>Die Karte {card} käme auf Aufbaustapel {stack}; dieser Schritt bittet Sie, {ask}.</translation>
    </message>
    <message>
      <source>That {card} would go on your side stack {stack} and end your turn; this step asks you to {ask}.</source>
      <translation>Die Karte {card} käme auf Ihren Ablagestapel {stack} und würde Ihren Zug beenden; dieser Schritt bittet Sie, {ask}.</translation>
    </message>
    <message>
      <source>{why} This step asks you to {ask}.</source>
      <translation>{why} Dieser Schritt bittet Sie, {ask}.</translation>
    </message>
    <message>
      <source>This step asks you to {ask}.</source>
      <translation>Dieser Schritt bittet Sie, {ask}.</translation>
    </message>
    <message>
      <source>Wait: this step is done. Press Next for the next one.</source>
      <translation>Moment: Dieser Schritt ist geschafft. Weiter führt zum nächsten.</translation>
    </message>
    <message>
      <source>end your turn: put a card from your hand on one of your side stacks</source>
      <translation>Ihren Zug zu beenden: Legen Sie eine Handkarte auf einen Ihrer Ablagestapel</translation>
    </message>
    <message>
      <source>Your payoff pile</source>
      <translation>Ihr Spielerstapel</translation>
    </message>
    <message>
      <source>The pile marked with a star, above your hand, is your payoff pile: 20 cards, the top one face up. The first player to empty their payoff pile wins. Its cards can only go to the centre stacks, and every centre stack starts with an Ace. Your payoff card is an Ace: drag it to the lit centre stack, or double-click it.</source>
      <translation>Der Stapel mit dem Stern über Ihrer Hand ist Ihr Spielerstapel: 20 Karten, die oberste offen. Wer zuerst seinen Spielerstapel leert, gewinnt. Seine Karten dürfen nur auf die Aufbaustapel, und jeder Aufbaustapel beginnt mit einem Ass. Ihre oberste Karte ist ein Ass: Ziehen Sie es auf den leuchtenden Aufbaustapel, oder doppelklicken Sie es.</translation>
    </message>
    <message>
      <source>start a centre stack with the Ace from your payoff pile</source>
      <translation>mit dem Ass von Ihrem Spielerstapel einen Aufbaustapel zu beginnen</translation>
    </message>
    <message>
      <source>Your payoff pile now shows its next card: it can be played as soon as a centre stack needs it.</source>
      <translation>Ihr Spielerstapel zeigt jetzt seine nächste Karte: Sie lässt sich spielen, sobald ein Aufbaustapel sie braucht.</translation>
    </message>
    <message>
      <source>Centre stacks build up from the Ace</source>
      <translation>Aufbaustapel wachsen vom Ass an aufwärts</translation>
    </message>
    <message>
      <source>A centre stack goes up one rank at a time, from the Ace to the Queen; suits don't matter. Both players build on every centre stack. Play the 2 from your hand on the Ace, then the 3 on the 2.</source>
      <translation>Ein Aufbaustapel steigt Rang für Rang vom Ass bis zur Dame; die Farben spielen keine Rolle. Beide Spieler bauen auf jedem Aufbaustapel. Spielen Sie die 2 aus Ihrer Hand auf das Ass, dann die 3 auf die 2.</translation>
    </message>
    <message>
      <source>play the 2 from your hand on the Ace of centre stack 1</source>
      <translation>die 2 aus Ihrer Hand auf das Ass von Aufbaustapel 1 zu spielen</translation>
    </message>
    <message>
      <source>play the 3 from your hand on the 2 of centre stack 1</source>
      <translation>die 3 aus Ihrer Hand auf die 2 von Aufbaustapel 1 zu spielen</translation>
    </message>
    <message>
      <source>That stack now needs a 4. Every card you play from your hand is one closer to playing your payoff cards.</source>
      <translation>Dieser Stapel braucht jetzt eine 4. Jede Karte, die Sie aus der Hand spielen, bringt Sie Ihren Spielerkarten näher.</translation>
    </message>
    <message>
      <source>Kings are wild</source>
      <translation>Könige sind Joker</translation>
    </message>
    <message>
      <source>A King is wild: on a centre stack it stands for the rank the stack needs. Your payoff card is a 6 and the lit stack needs a 5, which you don't have. Play your King there as the 5, then play your payoff 6 on it.</source>
      <translation>Ein König ist ein Joker: Auf einem Aufbaustapel steht er für den Rang, den der Stapel braucht. Die oberste Karte Ihres Spielerstapels ist eine 6, und der leuchtende Stapel braucht eine 5, die Sie nicht haben. Spielen Sie Ihren König dort als 5, dann Ihre 6 vom Spielerstapel darauf.</translation>
    </message>
    <message>
      <source>play the King from your hand on centre stack 1, where it stands for a 5</source>
      <translation>den König aus Ihrer Hand auf Aufbaustapel 1 zu spielen, wo er für eine 5 steht</translation>
    </message>
    <message>
      <source>play the 6 from your payoff pile on the King</source>
      <translation>die 6 von Ihrem Spielerstapel auf den König zu spielen</translation>
    </message>
    <message>
      <source>The King counts as a 5 for as long as it lies there. A King can't start a centre stack: an empty stack takes only an Ace.</source>
      <translation>Der König zählt als 5, solange er dort liegt. Ein König kann keinen Aufbaustapel beginnen: Ein leerer Stapel braucht ein Ass.</translation>
    </message>
    <message>
      <source>Your side stacks</source>
      <translation>Ihre Ablagestapel</translation>
    </message>
    <message>
      <source>Your four side stacks lie beside your payoff pile. The top card of each one can be played to a centre stack, as your hand's cards can. The lit stack needs a 7: play the 7 on top of your side stack 2.</source>
      <translation>Ihre vier Ablagestapel liegen neben Ihrem Spielerstapel. Die oberste Karte jedes Ablagestapels lässt sich auf einen Aufbaustapel spielen, wie Ihre Handkarten. Der leuchtende Stapel braucht eine 7: Spielen Sie die 7 oben auf Ihrem Ablagestapel 2.</translation>
    </message>
    <message>
      <source>play the 7 from your side stack 2 on centre stack 1</source>
      <translation>die 7 von Ihrem Ablagestapel 2 auf Aufbaustapel 1 zu spielen</translation>
    </message>
    <message>
      <source>Only the top card of a side stack plays; the cards under it wait their turn. Right-click a side stack to see every card in it.</source>
      <translation>Nur die oberste Karte eines Ablagestapels ist spielbar; die Karten darunter warten, bis sie dran sind. Ein Rechtsklick auf einen Ablagestapel zeigt alle seine Karten.</translation>
    </message>
    <message>
      <source>A discard ends your turn</source>
      <translation>Das Ablegen beendet Ihren Zug</translation>
    </message>
    <message>
      <source>When you can't play any more (or would rather not), end your turn by putting one card from your hand on one of your side stacks. Nothing you hold goes to the centre now: put a card on a side stack, for instance the 10 on the lit one. Then watch the computer's turn.</source>
      <translation>Wenn Sie nichts mehr spielen können (oder wollen), beenden Sie Ihren Zug, indem Sie eine Handkarte auf einen Ihrer Ablagestapel legen. Keine Ihrer Karten passt jetzt auf einen Aufbaustapel: Legen Sie eine Karte ab, zum Beispiel die 10 auf den leuchtenden Stapel. Sehen Sie sich dann den Zug des Computers an.</translation>
    </message>
    <message>
      <source>The computer played its payoff 4 and a 5 from its hand, and ended its turn on a side stack. Your new turn began as every turn does: you drew cards until you held five.</source>
      <translation>Der Computer hat die 4 von seinem Spielerstapel und eine 5 aus seiner Hand gespielt und seinen Zug auf einem Ablagestapel beendet. Ihr neuer Zug begann wie jeder Zug: Sie haben Karten gezogen, bis Sie fünf hatten.</translation>
    </message>
    <message>
      <source>Emptying your hand</source>
      <translation>Die Hand leer spielen</translation>
    </message>
    <message>
      <source>If every card of your hand goes to the centre during your turn, you draw five new cards at once and play on. You hold two cards: play the 8, then the 9.</source>
      <translation>Wenn Sie in Ihrem Zug alle Handkarten auf die Aufbaustapel spielen, ziehen Sie sofort fünf neue Karten und spielen weiter. Sie haben zwei Karten: Spielen Sie die 8, dann die 9.</translation>
    </message>
    <message>
      <source>play the 8 from your hand on centre stack 1</source>
      <translation>die 8 aus Ihrer Hand auf Aufbaustapel 1 zu spielen</translation>
    </message>
    <message>
      <source>play the 9 from your hand on centre stack 1</source>
      <translation>die 9 aus Ihrer Hand auf Aufbaustapel 1 zu spielen</translation>
    </message>
    <message>
      <source>Your hand was empty, so you drew five new cards, and your turn goes on.</source>
      <translation>Ihre Hand war leer, also haben Sie fünf neue Karten gezogen, und Ihr Zug geht weiter.</translation>
    </message>
    <message>
      <source>Completed stacks</source>
      <translation>Fertige Stapel</translation>
    </message>
    <message>
      <source>A centre stack that reaches the Queen is complete: its cards leave the centre, and its place is free for a new Ace. Play your Queen on the lit stack, then end your turn with a card on a side stack.</source>
      <translation>Ein Aufbaustapel, der die Dame erreicht, ist fertig: Seine Karten verlassen die Tischmitte, und sein Platz ist frei für ein neues Ass. Spielen Sie Ihre Dame auf den leuchtenden Stapel, und beenden Sie dann Ihren Zug mit einer Karte auf einem Ablagestapel.</translation>
    </message>
    <message>
      <source>play the Queen from your hand on centre stack 1</source>
      <translation>die Dame aus Ihrer Hand auf Aufbaustapel 1 zu spielen</translation>
    </message>
    <message>
      <source>The twelve cards of the completed stack were shuffled back into the stock at the end of your turn, so the stock never runs dry for long.</source>
      <translation>Die zwölf Karten des fertigen Stapels wurden am Ende Ihres Zuges wieder in den Nachziehstapel gemischt; so geht der Nachziehstapel nie lange aus.</translation>
    </message>
    <message>
      <source>Winning</source>
      <translation>Gewinnen</translation>
    </message>
    <message>
      <source>Your payoff pile has one card left, a 9, and the lit stack needs a 9. Play it: the moment your payoff pile is empty you win, with no discard. The winner scores 5 points, and 1 more for each card left in the other payoff piles.</source>
      <translation>Auf Ihrem Spielerstapel liegt nur noch eine Karte, eine 9, und der leuchtende Stapel braucht eine 9. Spielen Sie sie: Sobald Ihr Spielerstapel leer ist, haben Sie gewonnen, ohne abzulegen. Der Gewinner bekommt 5 Punkte und 1 Punkt mehr für jede Karte, die in den anderen Spielerstapeln übrig ist.</translation>
    </message>
    <message>
      <source>play the last card of your payoff pile on centre stack 1</source>
      <translation>die letzte Karte Ihres Spielerstapels auf Aufbaustapel 1 zu spielen</translation>
    </message>
    <message>
      <source>You won! Now you know the whole game.</source>
      <translation>Gewonnen! Jetzt kennen Sie das ganze Spiel.</translation>
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
      <source>Computer</source>
      <translation>Computer</translation>
    </message>
    <message>
      <source>South</source>
      <translation>Süd</translation>
    </message>
    <message>
      <source>West</source>
      <translation>West</translation>
    </message>
    <message>
      <source>North</source>
      <translation>Nord</translation>
    </message>
    <message>
      <source>East</source>
      <translation>Ost</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Spieler {number}</translation>
    </message>
    <message>
      <source>Click or press Space when {name} is at the screen.</source>
      <translation>Klicken Sie oder drücken Sie die Leertaste, sobald {name} am Bildschirm sitzt.</translation>
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
      <source>paused</source>
      <translation>pausiert</translation>
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
    <name>Matches</name>
    <message>
      <source>Match to {target}</source>
      <translation>Partie auf {target}</translation>
    </message>
    <message>
      <source>This session</source>
      <translation>Diese Sitzung</translation>
    </message>
    <message>
      <source>Match to {target} · game {number}</source>
      <translation>Partie auf {target} · Spiel {number}</translation>
    </message>
    <message>
      <source>Match over</source>
      <translation>Partie beendet</translation>
    </message>
    <message>
      <source>{title}: {totals}</source>
      <translation>{title}: {totals}</translation>
    </message>
    <message>
      <source>You won the match!</source>
      <translation>Sie haben die Partie gewonnen!</translation>
    </message>
    <message>
      <source>{who} won the match!</source>
      <translation>{who} hat die Partie gewonnen!</translation>
    </message>
    <message>
      <source>{who} won the match.</source>
      <translation>{who} hat die Partie gewonnen.</translation>
    </message>
    <message>
      <source>Nobody won the match.</source>
      <translation>Niemand hat die Partie gewonnen.</translation>
    </message>
    <message>
      <source>First to {target} points: {totals}</source>
      <translation>Zuerst auf {target} Punkten: {totals}</translation>
    </message>
    <message numerus="yes">
      <source>First to {target} points, after {count} games:</source>
      <comment>one: First to {target} points, after {count} game:</comment>
      <translation>
        <numerusform>Zuerst auf {target} Punkten, nach {count} Spiel:</numerusform>
        <numerusform>Zuerst auf {target} Punkten, nach {count} Spielen:</numerusform>
      </translation>
    </message>
    <message>
      <source>The next game starts a new match.</source>
      <translation>Mit dem nächsten Spiel beginnt eine neue Partie.</translation>
    </message>
    <message>
      <source>You won!</source>
      <translation>Sie haben gewonnen!</translation>
    </message>
    <message>
      <source>{who} won!</source>
      <translation>{who} hat gewonnen!</translation>
    </message>
    <message numerus="yes">
      <source>+{count} points: your payoff pile is empty</source>
      <comment>one: +{count} point: your payoff pile is empty</comment>
      <translation>
        <numerusform>+{count} Punkt: Ihr Spielerstapel ist leer</numerusform>
        <numerusform>+{count} Punkte: Ihr Spielerstapel ist leer</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>+{count} points: {who}'s payoff pile is empty</source>
      <comment>one: +{count} point: {who}'s payoff pile is empty</comment>
      <translation>
        <numerusform>+{count} Punkt: der Spielerstapel von {who} ist leer</numerusform>
        <numerusform>+{count} Punkte: der Spielerstapel von {who} ist leer</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>+{count} points: the fewest payoff cards</source>
      <comment>one: +{count} point: the fewest payoff cards</comment>
      <translation>
        <numerusform>+{count} Punkt: die wenigsten Karten im Spielerstapel</numerusform>
        <numerusform>+{count} Punkte: die wenigsten Karten im Spielerstapel</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Notes</name>
    <message>
      <source>Looking for a good move…</source>
      <translation>Suche einen guten Zug …</translation>
    </message>
    <message>
      <source>No hint this time: play as you see fit.</source>
      <translation>Diesmal kein Tipp: Spielen Sie, wie Sie es für richtig halten.</translation>
    </message>
    <message>
      <source>Hints are given on your turn.</source>
      <translation>Tipps gibt es, wenn Sie dran sind.</translation>
    </message>
    <message>
      <source>Game resumed in round {round}: your turn.</source>
      <translation>Spiel fortgesetzt in Runde {round}: Sie sind dran.</translation>
    </message>
    <message>
      <source>Game resumed in round {round}: {who}'s turn.</source>
      <translation>Spiel fortgesetzt in Runde {round}: {who} ist dran.</translation>
    </message>
    <message>
      <source>The hidden cards are shown once the game is over.</source>
      <translation>Die verdeckten Karten werden gezeigt, sobald das Spiel vorbei ist.</translation>
    </message>
    <message>
      <source>The hidden cards are shown once the game is over and its deal was checked.</source>
      <translation>Die verdeckten Karten werden gezeigt, sobald das Spiel vorbei ist und sein Austeilen geprüft wurde.</translation>
    </message>
    <message>
      <source>Zoom {zoom}%</source>
      <translation>Zoom {zoom} %</translation>
    </message>
    <message>
      <source>Zoom {zoom}%: the cards are as large as the window allows ({shown}%)</source>
      <translation>Zoom {zoom} %: Die Karten sind so groß, wie das Fenster erlaubt ({shown} %)</translation>
    </message>
    <message>
      <source>{winner} wins it as if its payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles).</source>
      <translation>{winner} gewinnt das Spiel, als wäre der eigene Spielerstapel jetzt leer: +{points} (5 Punkte plus die Karten, die in den anderen Spielerstapeln übrig sind).</translation>
    </message>
    <message>
      <source>{winner} wins it as if their payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles).</source>
      <translation>{winner} gewinnt das Spiel, als wäre der eigene Spielerstapel jetzt leer: +{points} (5 Punkte plus die Karten, die in den anderen Spielerstapeln übrig sind).</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if its payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles), and that wins {winner} the match.</source>
      <translation>In der Partie gewinnt {winner} das Spiel, als wäre der eigene Spielerstapel jetzt leer: +{points} (5 Punkte plus die Karten, die in den anderen Spielerstapeln übrig sind), und damit gewinnt {winner} die Partie.</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if their payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles), and that wins {winner} the match.</source>
      <translation>In der Partie gewinnt {winner} das Spiel, als wäre der eigene Spielerstapel jetzt leer: +{points} (5 Punkte plus die Karten, die in den anderen Spielerstapeln übrig sind), und damit gewinnt {winner} die Partie.</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if its payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles); the match goes on with the next deal.</source>
      <translation>In der Partie gewinnt {winner} das Spiel, als wäre der eigene Spielerstapel jetzt leer: +{points} (5 Punkte plus die Karten, die in den anderen Spielerstapeln übrig sind); die Partie geht mit dem nächsten Spiel weiter.</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if their payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles); the match goes on with the next deal.</source>
      <translation>In der Partie gewinnt {winner} das Spiel, als wäre der eigene Spielerstapel jetzt leer: +{points} (5 Punkte plus die Karten, die in den anderen Spielerstapeln übrig sind); die Partie geht mit dem nächsten Spiel weiter.</translation>
    </message>
    <message numerus="yes">
      <source>{count} moves</source>
      <comment>one: {count} move</comment>
      <translation>
        <numerusform>{count} Zug</numerusform>
        <numerusform>{count} Zügen</numerusform>
      </translation>
    </message>
    <message>
      <source>Your statistics count it as a loss, and the match in play ends with it.</source>
      <translation>Ihre Statistik zählt es als Niederlage, und die laufende Partie endet damit.</translation>
    </message>
  </context>
  <context>
    <name>Review</name>
    <message>
      <source>your payoff card {card} to centre stack {stack}</source>
      <translation>Ihre Spielerstapelkarte {card} auf Aufbaustapel {stack}</translation>
    </message>
    <message>
      <source>the {card} from your hand to centre stack {stack}</source>
      <translation>{card} aus Ihrer Hand auf Aufbaustapel {stack}</translation>
    </message>
    <message>
      <source>the {card} from side stack {side} to centre stack {stack}</source>
      <translation>{card} von Ablagestapel {side} auf Aufbaustapel {stack}</translation>
    </message>
    <message>
      <source>You played {plays} and placed the {card} on side stack {stack}.</source>
      <translation>Sie haben {plays} gespielt und {card} auf Ablagestapel {stack} gelegt.</translation>
    </message>
    <message>
      <source>You played {plays}.</source>
      <translation>Sie haben {plays} gespielt.</translation>
    </message>
    <message>
      <source>You placed the {card} on side stack {stack}.</source>
      <translation>Sie haben {card} auf Ablagestapel {stack} gelegt.</translation>
    </message>
    <message>
      <source>You ended your turn without a discard.</source>
      <translation>Sie haben Ihren Zug ohne Ablegen beendet.</translation>
    </message>
    <message>
      <source>Expert would have played {plays} and placed the {card} on side stack {stack}.</source>
      <translation>Profi hätte {plays} gespielt und {card} auf Ablagestapel {stack} gelegt.</translation>
    </message>
    <message>
      <source>Expert would have played {plays}.</source>
      <translation>Profi hätte {plays} gespielt.</translation>
    </message>
    <message>
      <source>Expert would have placed the {card} on side stack {stack}.</source>
      <translation>Profi hätte {card} auf Ablagestapel {stack} gelegt.</translation>
    </message>
    <message>
      <source>Expert would have ended the turn without a discard.</source>
      <translation>Profi hätte den Zug ohne Ablegen beendet.</translation>
    </message>
    <message>
      <source>Expert would have done the same.</source>
      <translation>Profi hätte dasselbe getan.</translation>
    </message>
    <message>
      <source>Then your next payoff card turned up.</source>
      <translation>Dann wurde Ihre nächste Spielerstapelkarte aufgedeckt.</translation>
    </message>
    <message>
      <source>Then your hand was empty and you drew new cards.</source>
      <translation>Dann war Ihre Hand leer und Sie haben neue Karten gezogen.</translation>
    </message>
    <message>
      <source>Turn {turn}: {words} Your chance to win: {before} before the turn, {after} after it, {best} after Expert's.</source>
      <translation>Zug {turn}: {words} Ihre Gewinnchance: {before} vor dem Zug, {after} danach, {best} nach dem Zug von Profi.</translation>
    </message>
    <message>
      <source>Every turn you played was as good as Expert's.</source>
      <translation>Jeder Ihrer Züge war so gut wie der von Profi.</translation>
    </message>
    <message>
      <source>{number}%</source>
      <translation>{number} %</translation>
    </message>
    <message>
      <source>best</source>
      <translation>bester Zug</translation>
    </message>
    <message>
      <source>good</source>
      <translation>gut</translation>
    </message>
    <message>
      <source>inaccuracy</source>
      <translation>Ungenauigkeit</translation>
    </message>
    <message>
      <source>mistake</source>
      <translation>Fehler</translation>
    </message>
    <message>
      <source>blunder</source>
      <translation>grober Fehler</translation>
    </message>
  </context>
  <context>
    <name>Rules</name>
    <message>
      <source>{players} players need more cards: the deal takes {dealt} of the {total} cards and leaves only {stock} in the stock. Use {decks} decks or smaller payoff piles.</source>
      <translation>{players} Spieler brauchen mehr Karten: Das Austeilen nimmt {dealt} der {total} Karten und lässt nur {stock} im Talon. Nehmen Sie {decks} Kartenspiele oder kleinere Spielerstapel.</translation>
    </message>
    <message>
      <source>Spite and Malice is played by 2, 3 or 4 players.</source>
      <translation>Spite and Malice spielt man zu zweit, zu dritt oder zu viert.</translation>
    </message>
    <message>
      <source>These rules can't make a game.</source>
      <translation>Mit diesen Regeln lässt sich kein Spiel machen.</translation>
    </message>
    <message>
      <source>These rules can't deal for {players} players: {why}</source>
      <translation>Mit diesen Regeln lässt sich nicht für {players} Spieler austeilen: {why}</translation>
    </message>
    <message>
      <source>Your saved rules could not be used: {why} The game uses the {preset} rules instead.</source>
      <translation>Ihre gespeicherten Regeln ließen sich nicht verwenden: {why} Das Spiel nimmt stattdessen die Regeln „{preset}“.</translation>
    </message>
    <message>
      <source>They are not a set of named options.</source>
      <translation>Sie sind keine Liste benannter Optionen.</translation>
    </message>
    <message>
      <source>Their preset has no name.</source>
      <translation>Ihr Regelsatz hat keinen Namen.</translation>
    </message>
    <message>
      <source>There is no preset called “{name}”.</source>
      <translation>Es gibt keinen Regelsatz namens „{name}“.</translation>
    </message>
    <message numerus="yes">
      <source>The turn limit is always {count} turns each.</source>
      <comment>one: The turn limit is always {count} turn each.</comment>
      <translation>
        <numerusform>Die Zugbegrenzung ist immer {count} Zug pro Spieler.</numerusform>
        <numerusform>Die Zugbegrenzung ist immer {count} Züge pro Spieler.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{players} players need more cards than the decks chosen hold, so the game uses {count} decks.</source>
      <comment>one: {players} players need more cards than the decks chosen hold, so the game uses {count} deck.</comment>
      <translation>
        <numerusform>{players} Spieler brauchen mehr Karten, als die gewählten Kartenspiele haben: Das Spiel nimmt {count} Kartenspiel.</numerusform>
        <numerusform>{players} Spieler brauchen mehr Karten, als die gewählten Kartenspiele haben: Das Spiel nimmt {count} Kartenspiele.</numerusform>
      </translation>
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
