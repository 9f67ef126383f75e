<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
  <context>
    <name>Lists</name>
    <message>
      <source>{first} and {last}</source>
      <translation>{first} y {last}</translation>
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
      <translation>J</translation>
    </message>
    <message>
      <source>Q</source>
      <translation>Q</translation>
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
      <translation>Comodín</translation>
    </message>
    <message>
      <source>Ace</source>
      <translation>As</translation>
    </message>
    <message>
      <source>Jack</source>
      <translation>Jota</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Reina</translation>
    </message>
    <message>
      <source>King</source>
      <translation>Rey</translation>
    </message>
    <message>
      <source>a Joker</source>
      <translation>un comodín</translation>
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
      <translation>una Jota</translation>
    </message>
    <message>
      <source>a Queen</source>
      <translation>una Reina</translation>
    </message>
    <message>
      <source>a King</source>
      <translation>un Rey</translation>
    </message>
    <message>
      <source>{rank} of spades</source>
      <translation>{rank} de picas</translation>
    </message>
    <message>
      <source>{rank} of hearts</source>
      <translation>{rank} de corazones</translation>
    </message>
    <message>
      <source>{rank} of diamonds</source>
      <translation>{rank} de diamantes</translation>
    </message>
    <message>
      <source>{rank} of clubs</source>
      <translation>{rank} de tréboles</translation>
    </message>
  </context>
  <context>
    <name>Refusals</name>
    <message>
      <source>That is not a move.</source>
      <translation>Eso no es una jugada.</translation>
    </message>
    <message>
      <source>Cards can be played only from your payoff pile, your hand or your side stacks.</source>
      <translation>Solo se juega desde tu pila personal, tu mano o tus pilas de descarte.</translation>
    </message>
    <message>
      <source>Cards go to a centre stack or, to end the turn, to one of your side stacks.</source>
      <translation>Las cartas van a una pila central o, para terminar el turno, a una de tus pilas de descarte.</translation>
    </message>
    <message>
      <source>A card's place must be a whole number.</source>
      <translation>El lugar de una carta debe ser un número entero.</translation>
    </message>
    <message>
      <source>A stack's number must be a whole number.</source>
      <translation>El número de una pila debe ser un número entero.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partida ha terminado.</translation>
    </message>
    <message>
      <source>Wait for your turn.</source>
      <translation>Espera tu turno.</translation>
    </message>
    <message>
      <source>End your turn by placing a card from your hand on one of your side stacks.</source>
      <translation>Termina el turno poniendo una carta de tu mano en una de tus pilas de descarte.</translation>
    </message>
    <message>
      <source>Only the top card of your payoff pile can be played.</source>
      <translation>Solo se puede jugar la carta de arriba de tu pila personal.</translation>
    </message>
    <message>
      <source>Your payoff pile is empty.</source>
      <translation>Tu pila personal está vacía.</translation>
    </message>
    <message>
      <source>There is no card at that place in your hand.</source>
      <translation>No hay ninguna carta en ese lugar de tu mano.</translation>
    </message>
    <message>
      <source>There is no such side stack.</source>
      <translation>Esa pila de descarte no existe.</translation>
    </message>
    <message>
      <source>That side stack is empty.</source>
      <translation>Esa pila de descarte está vacía.</translation>
    </message>
    <message>
      <source>There is no such centre stack.</source>
      <translation>Esa pila central no existe.</translation>
    </message>
    <message>
      <source>Your payoff card can only be played to a centre stack.</source>
      <translation>Tu carta personal solo puede ir a una pila central.</translation>
    </message>
    <message>
      <source>A card on a side stack can only be played to a centre stack.</source>
      <translation>Una carta de una pila de descarte solo puede ir a una pila central.</translation>
    </message>
    <message>
      <source>Aces may not be placed on a side stack under these rules.</source>
      <translation>Con estas reglas, los Ases no pueden ir a una pila de descarte.</translation>
    </message>
    <message>
      <source>There is no game.</source>
      <translation>No hay ninguna partida.</translation>
    </message>
    <message>
      <source>There is no such seat at this table.</source>
      <translation>Ese puesto no existe en esta mesa.</translation>
    </message>
    <message>
      <source>There is nothing to take back this turn.</source>
      <translation>No hay nada que deshacer en este turno.</translation>
    </message>
    <message>
      <source>There is nothing to play again.</source>
      <translation>No hay nada que rehacer.</translation>
    </message>
    <message>
      <source>Cards go to a centre stack, or from your hand to one of your side stacks to end your turn.</source>
      <translation>Las cartas van a una pila central, o de tu mano a una de tus pilas de descarte para terminar el turno.</translation>
    </message>
    <message>
      <source>You are not sitting at this table.</source>
      <translation>No estás sentado en esta mesa.</translation>
    </message>
    <message>
      <source>The connection to the table is lost; trying to reconnect.</source>
      <translation>Se ha perdido la conexión con la mesa; intentando reconectar.</translation>
    </message>
    <message>
      <source>Wait for the table to answer.</source>
      <translation>Espera a que responda la mesa.</translation>
    </message>
    <message>
      <source>Slow down: too many messages at once.</source>
      <translation>Más despacio: demasiados mensajes a la vez.</translation>
    </message>
    <message>
      <source>Your time for this turn ran out: a computer plays the rest of it.</source>
      <translation>Se te acabó el tiempo de este turno: el ordenador juega el resto.</translation>
    </message>
    <message>
      <source>Your time for the turn ran out: a computer played it.</source>
      <translation>Se te acabó el tiempo del turno: lo jugó el ordenador.</translation>
    </message>
    <message>
      <source>This step of the lesson asks for another move.</source>
      <translation>Este paso de la lección pide otra jugada.</translation>
    </message>
    <message>
      <source>The table refused that.</source>
      <translation>La mesa lo ha rechazado.</translation>
    </message>
    <message>
      <source>Play the Ace on your payoff pile to an empty centre stack before ending your turn.</source>
      <translation>Juega el As de tu pila personal en una pila central vacía antes de terminar el turno.</translation>
    </message>
    <message>
      <source>Play the Ace in your hand to an empty centre stack before ending your turn.</source>
      <translation>Juega el As de tu mano en una pila central vacía antes de terminar el turno.</translation>
    </message>
    <message>
      <source>Play the Ace on your side stack to an empty centre stack before ending your turn.</source>
      <translation>Juega el As de tu pila de descarte en una pila central vacía antes de terminar el turno.</translation>
    </message>
    <message>
      <source>A joker can't start a centre stack under these rules: an empty stack takes an Ace.</source>
      <translation>Con estas reglas, un comodín no puede empezar una pila central: una pila vacía admite un As.</translation>
    </message>
    <message>
      <source>A wild King can't start a centre stack under these rules: an empty stack takes an Ace.</source>
      <translation>Con estas reglas, un Rey comodín no puede empezar una pila central: una pila vacía admite un As.</translation>
    </message>
    <message>
      <source>{card} can't start a centre stack: an empty stack takes an Ace.</source>
      <translation>{card} no puede empezar una pila central: una pila vacía admite un As.</translation>
    </message>
    <message>
      <source>{card} can't start a centre stack: an empty stack takes an Ace or a wild card.</source>
      <translation>{card} no puede empezar una pila central: una pila vacía admite un As o un comodín.</translation>
    </message>
    <message>
      <source>{card} can't go on {on}: that stack needs {needs}.</source>
      <translation>{card} no va en {on}: esa pila necesita {needs}.</translation>
    </message>
    <message>
      <source>The {card} can't be taken back: playing it turned up your next payoff card.</source>
      <translation>El {card} no se puede deshacer: al jugarlo se descubrió tu siguiente carta personal.</translation>
    </message>
    <message>
      <source>The card can't be taken back: playing it turned up your next payoff card.</source>
      <translation>La carta no se puede deshacer: al jugarla se descubrió tu siguiente carta personal.</translation>
    </message>
    <message>
      <source>The {card} can't be taken back: your hand ran out and you drew new cards.</source>
      <translation>El {card} no se puede deshacer: se te acabó la mano y robaste cartas nuevas.</translation>
    </message>
    <message>
      <source>The card can't be taken back: your hand ran out and you drew new cards.</source>
      <translation>La carta no se puede deshacer: se te acabó la mano y robaste cartas nuevas.</translation>
    </message>
    <message>
      <source>No centre stack takes the {card} now.</source>
      <translation>Ahora ninguna pila central admite el {card}.</translation>
    </message>
  </context>
  <context>
    <name>Friends</name>
    <message>
      <source>Hi!</source>
      <translation>¡Hola!</translation>
    </message>
    <message>
      <source>Hello!</source>
      <translation>¡Buenas!</translation>
    </message>
    <message>
      <source>Nice!</source>
      <translation>¡Bien!</translation>
    </message>
    <message>
      <source>Well played!</source>
      <translation>¡Bien jugado!</translation>
    </message>
    <message>
      <source>Oops</source>
      <translation>Uy</translation>
    </message>
    <message>
      <source>Oops!</source>
      <translation>¡Uy!</translation>
    </message>
    <message>
      <source>Hmm…</source>
      <translation>Mmm…</translation>
    </message>
    <message>
      <source>Let me think…</source>
      <translation>Déjame pensar…</translation>
    </message>
    <message>
      <source>Your turn</source>
      <translation>Te toca</translation>
    </message>
    <message>
      <source>Your turn!</source>
      <translation>¡Te toca!</translation>
    </message>
    <message>
      <source>GG</source>
      <translation>GG</translation>
    </message>
    <message>
      <source>Good game!</source>
      <translation>¡Buena partida!</translation>
    </message>
    <message>
      <source>Thanks</source>
      <translation>Gracias</translation>
    </message>
    <message>
      <source>Thanks!</source>
      <translation>¡Gracias!</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Fácil</translation>
    </message>
    <message>
      <source>Medium</source>
      <translation>Normal</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Difícil</translation>
    </message>
    <message>
      <source>Expert</source>
      <translation>Experto</translation>
    </message>
    <message numerus="yes">
      <source>{count} minutes</source>
      <comment>one: {count} minute</comment>
      <translation>
        <numerusform>{count} minuto</numerusform>
        <numerusform>{count} minutos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{count} seconds</source>
      <comment>one: {count} second</comment>
      <translation>
        <numerusform>{count} segundo</numerusform>
        <numerusform>{count} segundos</numerusform>
      </translation>
    </message>
    <message>
      <source>Someone</source>
      <translation>Alguien</translation>
    </message>
    <message>
      <source>time's up</source>
      <translation>se acabó el tiempo</translation>
    </message>
    <message>
      <source>{clock} left</source>
      <translation>quedan {clock}</translation>
    </message>
    <message numerus="yes">
      <source>{count} seconds left in your turn: then a computer plays the rest of it.</source>
      <comment>one: {count} second left in your turn: then a computer plays the rest of it.</comment>
      <translation>
        <numerusform>Te queda {count} segundo de turno: después el ordenador juega el resto.</numerusform>
        <numerusform>Te quedan {count} segundos de turno: después el ordenador juega el resto.</numerusform>
      </translation>
    </message>
    <message>
      <source>online</source>
      <translation>conectado</translation>
    </message>
    <message>
      <source>computer playing</source>
      <translation>juega el ordenador</translation>
    </message>
    <message>
      <source>open seat</source>
      <translation>puesto libre</translation>
    </message>
    <message>
      <source>away {clock}</source>
      <translation>ausente {clock}</translation>
    </message>
    <message>
      <source>host</source>
      <translation>anfitrión</translation>
    </message>
    <message>
      <source>{name}'s turn: waiting for their move…</source>
      <translation>Le toca a {name}: esperando su jugada…</translation>
    </message>
    <message>
      <source>{name} dropped out: their seat waits {clock} for them to come back.</source>
      <translation>{name} se ha desconectado: su puesto lo espera {clock}.</translation>
    </message>
    <message>
      <source>A computer plays for {name} until they come back…</source>
      <translation>El ordenador juega por {name} hasta que vuelva…</translation>
    </message>
    <message>
      <source>A computer ({level}) plays for {name} until they come back…</source>
      <translation>El ordenador ({level}) juega por {name} hasta que vuelva…</translation>
    </message>
    <message>
      <source>A computer plays the open seat…</source>
      <translation>El ordenador juega el puesto libre…</translation>
    </message>
    <message>
      <source>A computer ({level}) plays the open seat…</source>
      <translation>El ordenador ({level}) juega el puesto libre…</translation>
    </message>
    <message>
      <source>{who} joined the table.</source>
      <translation>{who} se ha unido a la mesa.</translation>
    </message>
    <message>
      <source>{who} is back.</source>
      <translation>{who} ha vuelto.</translation>
    </message>
    <message>
      <source>{who} dropped out ({detail}).</source>
      <translation>{who} se ha desconectado ({detail}).</translation>
    </message>
    <message>
      <source>{who}'s seat waits {detail} seconds for them to come back.</source>
      <translation>El puesto de {who} lo espera {detail} segundos.</translation>
    </message>
    <message>
      <source>A computer player ({detail}) plays for {who} until they come back.</source>
      <translation>Un jugador del ordenador ({detail}) juega por {who} hasta que vuelva.</translation>
    </message>
    <message>
      <source>{who} left the table.</source>
      <translation>{who} se ha levantado de la mesa.</translation>
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
      <translation>{who} quiere jugar otra vez.</translation>
    </message>
    <message>
      <source>Game {detail} is dealt.</source>
      <translation>Se ha repartido la partida {detail}.</translation>
    </message>
    <message>
      <source>Game {detail} is over.</source>
      <translation>La partida {detail} ha terminado.</translation>
    </message>
    <message>
      <source>A program at {who} was turned away: it {detail}.</source>
      <translation>Se rechazó un programa de {who}: {detail}.</translation>
    </message>
    <message>
      <source>The table is closed: {detail}</source>
      <translation>La mesa está cerrada: {detail}</translation>
    </message>
    <message>
      <source>{who} closed their game.</source>
      <translation>{who} ha cerrado su juego.</translation>
    </message>
    <message>
      <source>{who}'s program was closed; the table is kept. Back to it when {who} hosts it again.</source>
      <translation>Se cerró el programa de {who}; la mesa se conserva. Se vuelve a ella cuando {who} la abra de nuevo.</translation>
    </message>
    <message>
      <source>The table talk so far.</source>
      <translation>La charla hasta ahora.</translation>
    </message>
    <message>
      <source>{who} has {detail} seconds for this turn.</source>
      <translation>{who} tiene {detail} segundos para este turno.</translation>
    </message>
    <message>
      <source>{who}'s time for the turn ran out: a computer plays the rest of it.</source>
      <translation>A {who} se le acabó el tiempo del turno: el ordenador juega el resto.</translation>
    </message>
    <message>
      <source>{who} stopped asking to sit down.</source>
      <translation>{who} ya no pide sentarse.</translation>
    </message>
    <message>
      <source>{who} was removed from the table; a computer plays the seat.</source>
      <translation>Se quitó a {who} de la mesa; el ordenador juega su puesto.</translation>
    </message>
    <message>
      <source>Someone guessed at the table's PIN: it is now {detail}.</source>
      <translation>Alguien intentó adivinar el PIN de la mesa: ahora es {detail}.</translation>
    </message>
    <message>
      <source>{host} closed the table.</source>
      <translation>{host} ha cerrado la mesa.</translation>
    </message>
    <message>
      <source>{host}'s program was closed.</source>
      <translation>El programa de {host} se ha cerrado.</translation>
    </message>
    <message>
      <source>{host} did not let you in.</source>
      <translation>{host} no le ha dejado entrar.</translation>
    </message>
    <message>
      <source>{host} did not answer in time: try again.</source>
      <translation>{host} no ha respondido a tiempo: inténtelo de nuevo.</translation>
    </message>
    <message>
      <source>The table is full.</source>
      <translation>La mesa está completa.</translation>
    </message>
    <message>
      <source>Someone already sits at the seat of this invite code.</source>
      <translation>Ya hay alguien sentado en el asiento de este código de invitación.</translation>
    </message>
    <message>
      <source>{host} removed you from the table.</source>
      <translation>{host} le ha retirado de la mesa.</translation>
    </message>
    <message>
      <source>You sat down at this table again from another place.</source>
      <translation>Se ha vuelto a sentar a esta mesa desde otro lugar.</translation>
    </message>
    <message>
      <source>The table is busy. Try again in a moment.</source>
      <translation>La mesa está ocupada. Vuelva a intentarlo en un momento.</translation>
    </message>
    <message>
      <source>This table asks for its PIN: type the PIN shown on the host's screen.</source>
      <translation>Esta mesa pide su PIN: escriba el PIN que aparece en la pantalla del anfitrión.</translation>
    </message>
    <message>
      <source>That PIN is not the table's: check the PIN on the host's screen.</source>
      <translation>Ese no es el PIN de la mesa: compruebe el PIN en la pantalla del anfitrión.</translation>
    </message>
    <message>
      <source>sent a message out of turn</source>
      <translation>envió un mensaje a destiempo</translation>
    </message>
    <message>
      <source>sent a move for another seat</source>
      <translation>envió una jugada de otro asiento</translation>
    </message>
    <message>
      <source>could not prove it holds the seat key it named</source>
      <translation>no pudo demostrar que tiene la clave de asiento indicada</translation>
    </message>
    <message>
      <source>did not know the table's PIN</source>
      <translation>no sabía el PIN de la mesa</translation>
    </message>
    <message>
      <source>took too long to join</source>
      <translation>tardó demasiado en sentarse</translation>
    </message>
    <message>
      <source>made room for a newer connection</source>
      <translation>dejó sitio a una conexión más reciente</translation>
    </message>
    <message>
      <source>has another version of the game</source>
      <translation>tiene otra versión del juego</translation>
    </message>
    <message>
      <source>sent a message that is not valid</source>
      <translation>envió un mensaje no válido</translation>
    </message>
    <message>
      <source>the other program sent bad connection hints</source>
      <translation>el otro programa envió datos de conexión no válidos</translation>
    </message>
    <message>
      <source>stopped answering</source>
      <translation>dejó de responder</translation>
    </message>
    <message>
      <source>sent a message that is too large</source>
      <translation>envió un mensaje demasiado grande</translation>
    </message>
    <message>
      <source>the connection closed</source>
      <translation>la conexión se cerró</translation>
    </message>
    <message>
      <source>stopped reading</source>
      <translation>dejó de leer</translation>
    </message>
    <message>
      <source>the table could not prove it holds its key</source>
      <translation>la mesa no pudo demostrar que tiene su clave</translation>
    </message>
    <message>
      <source>the table did not answer</source>
      <translation>la mesa no respondió</translation>
    </message>
    <message>
      <source>the table moved us to another seat</source>
      <translation>la mesa nos cambió de asiento</translation>
    </message>
    <message>
      <source>the table sent a message out of turn</source>
      <translation>la mesa envió un mensaje a destiempo</translation>
    </message>
    <message>
      <source>the table sent the view of another seat</source>
      <translation>la mesa envió la vista de otro asiento</translation>
    </message>
    <message>
      <source>Type the host's address and port as they see it, like 192.168.1.20:47474 (the port may be left out if it is 47474).</source>
      <translation>Escribe la dirección y el puerto del anfitrión tal como los ve, por ejemplo 192.168.1.20:47474 (el puerto puede omitirse si es 47474).</translation>
    </message>
    <message>
      <source>A table PIN is 6 digits, like 482 913.</source>
      <translation>El PIN de una mesa tiene 6 cifras, por ejemplo 482 913.</translation>
    </message>
    <message>
      <source>That is not an invite code; one looks like 7-guitarist-revenge.</source>
      <translation>Eso no es un código de invitación; uno se parece a 7-guitarist-revenge.</translation>
    </message>
    <message>
      <source>That invite code is not right: check the number and the words.</source>
      <translation>Ese código de invitación no es correcto: comprueba el número y las palabras.</translation>
    </message>
    <message>
      <source>Nobody offers a seat with that invite code right now.</source>
      <translation>Ahora mismo nadie ofrece un asiento con ese código de invitación.</translation>
    </message>
    <message>
      <source>The invite could not be used ({why}).</source>
      <translation>No se pudo usar la invitación ({why}).</translation>
    </message>
    <message>
      <source>the table runs another version of the game ({version})</source>
      <translation>la mesa usa otra versión del juego ({version})</translation>
    </message>
    <message>
      <source>The table ended the connection: your program {fault}.</source>
      <translation>La mesa cerró la conexión: tu programa {fault}.</translation>
    </message>
    <message>
      <source>This table runs Spite and Malice {version}, a newer version than yours. Play with version {version} to join.</source>
      <translation>Esta mesa usa Spite and Malice {version}, una versión más reciente que la tuya. Juega con la versión {version} para unirte.</translation>
    </message>
    <message>
      <source>This table runs Spite and Malice {version}, an older version than yours. Play with version {version} to join, or ask the host to update.</source>
      <translation>Esta mesa usa Spite and Malice {version}, una versión más antigua que la tuya. Juega con la versión {version} para unirte, o pide al anfitrión que actualice.</translation>
    </message>
    <message>
      <source>nobody hosts a table at that address and port</source>
      <translation>nadie tiene una mesa abierta en esa dirección y ese puerto</translation>
    </message>
    <message>
      <source>the table did not answer in time</source>
      <translation>la mesa no ha respondido a tiempo</translation>
    </message>
    <message>
      <source>that address is not known on this network</source>
      <translation>esa dirección no se conoce en esta red</translation>
    </message>
    <message>
      <source>could not reach the table: {why}</source>
      <translation>no se pudo llegar a la mesa: {why}</translation>
    </message>
    <message>
      <source>Deal verified: every card came from deal #{deal}, as the host promised before dealing.</source>
      <translation>Reparto verificado: cada carta salió del reparto n.º {deal}, como el anfitrión prometió antes de repartir.</translation>
    </message>
    <message>
      <source>Warning: the deal the host revealed is not the one it promised before the game.</source>
      <translation>Atención: el reparto que reveló el anfitrión no es el que prometió antes de la partida.</translation>
    </message>
    <message>
      <source>The deal could not be checked: the game was not seen from its start.</source>
      <translation>No se pudo verificar el reparto: la partida no se siguió desde el principio.</translation>
    </message>
    <message>
      <source>Warning: the host's cards changed during the game.</source>
      <translation>Atención: las cartas del anfitrión cambiaron durante la partida.</translation>
    </message>
    <message>
      <source>Warning: the host changed its promise about the deal during the game.</source>
      <translation>Atención: el anfitrión cambió su promesa sobre el reparto durante la partida.</translation>
    </message>
    <message>
      <source>Warning: the host promised nothing about this deal before dealing it, so it can't be checked.</source>
      <translation>Atención: el anfitrión no prometió nada sobre este reparto antes de repartirlo, así que no se puede verificar.</translation>
    </message>
    <message numerus="yes">
      <source>{who}'s seat waits {count} seconds for them to come back.</source>
      <comment>one: {who}'s seat waits {count} second for them to come back.</comment>
      <translation>
        <numerusform>El puesto de {who} lo espera {count} segundo.</numerusform>
        <numerusform>El puesto de {who} lo espera {count} segundos.</numerusform>
      </translation>
    </message>
    <message>
      <source>Refused: {reason}</source>
      <translation>Rechazado: {reason}</translation>
    </message>
    <message>
      <source>The connection to the table was lost; trying again for {duration}.</source>
      <translation>Se perdió la conexión con la mesa; se reintenta durante {duration}.</translation>
    </message>
    <message>
      <source>You sit at seat {seat}.</source>
      <translation>Te sientas en el puesto {seat}.</translation>
    </message>
    <message>
      <source>{who} asks to sit at seat {seat}.</source>
      <translation>{who} pide sentarse en el puesto {seat}.</translation>
    </message>
    <message>
      <source>The host is asked to let you sit at seat {seat}.</source>
      <translation>Se pide al anfitrión que te deje sentarte en el puesto {seat}.</translation>
    </message>
    <message>
      <source>{kind}: {detail}</source>
      <translation>{kind}: {detail}</translation>
    </message>
    <message>
      <source>You sat down at the table.</source>
      <translation>Te has sentado a la mesa.</translation>
    </message>
    <message>
      <source>{who} sat down at the table.</source>
      <translation>{who} se ha sentado a la mesa.</translation>
    </message>
    <message>
      <source>A computer plays for {who} until they come back.</source>
      <translation>El ordenador juega por {who} hasta que vuelva.</translation>
    </message>
    <message>
      <source>A computer ({level}) plays for {who} until they come back.</source>
      <translation>El ordenador ({level}) juega por {who} hasta que vuelva.</translation>
    </message>
    <message>
      <source>A computer plays for you until you come back.</source>
      <translation>El ordenador juega por ti hasta que vuelvas.</translation>
    </message>
    <message>
      <source>A computer ({level}) plays for you until you come back.</source>
      <translation>El ordenador ({level}) juega por ti hasta que vuelvas.</translation>
    </message>
    <message>
      <source>{who}'s seat waits {clock} for them to come back.</source>
      <translation>El puesto de {who} lo espera {clock}.</translation>
    </message>
    <message>
      <source>Your seat waits {clock} for you to come back.</source>
      <translation>Tu puesto te espera {clock}.</translation>
    </message>
    <message>
      <source>The host is asked to let you in…</source>
      <translation>Se pide al anfitrión que te deje entrar…</translation>
    </message>
    <message>
      <source>You ask to sit at seat {seat}.</source>
      <translation>Pides sentarte en el puesto {seat}.</translation>
    </message>
    <message>
      <source>{who} was removed from the table: a computer plays the seat.</source>
      <translation>Se quitó a {who} de la mesa: el ordenador juega su puesto.</translation>
    </message>
    <message>
      <source>You were removed from the table: a computer plays the seat.</source>
      <translation>Te han quitado de la mesa: el ordenador juega tu puesto.</translation>
    </message>
    <message>
      <source>{who}'s time ran out: a computer plays the rest of their turn.</source>
      <translation>A {who} se le acabó el tiempo: el ordenador juega el resto de su turno.</translation>
    </message>
    <message>
      <source>Your time ran out: a computer plays the rest of your turn.</source>
      <translation>Se te acabó el tiempo: el ordenador juega el resto de tu turno.</translation>
    </message>
  </context>
  <context>
    <name>Outcomes</name>
    <message>
      <source>The game is a draw: the turn limit was reached.</source>
      <translation>Empate: se alcanzó el límite de turnos.</translation>
    </message>
    <message>
      <source>The game is a draw: the stock ran out with the payoff piles level.</source>
      <translation>Empate: se acabó el mazo con las pilas personales igualadas.</translation>
    </message>
    <message>
      <source>{who} won: emptied the payoff pile (+{points}).</source>
      <translation>{who} ganó: vació la pila personal (+{points}).</translation>
    </message>
    <message>
      <source>You won: emptied the payoff pile (+{points}).</source>
      <translation>Has ganado: vaciaste la pila personal (+{points}).</translation>
    </message>
    <message>
      <source>{who} won: had the fewest payoff cards when the stock ran out (+{points}).</source>
      <translation>{who} ganó: tenía menos cartas personales cuando se acabó el mazo (+{points}).</translation>
    </message>
    <message>
      <source>You won: had the fewest payoff cards when the stock ran out (+{points}).</source>
      <translation>Has ganado: tenías menos cartas personales cuando se acabó el mazo (+{points}).</translation>
    </message>
    <message>
      <source>{who} won: the game was abandoned (+{points}).</source>
      <translation>{who} ganó: se abandonó la partida (+{points}).</translation>
    </message>
    <message>
      <source>You won: the game was abandoned (+{points}).</source>
      <translation>Has ganado: se abandonó la partida (+{points}).</translation>
    </message>
  </context>
  <context>
    <name>Log</name>
    <message>
      <source>You played your payoff card {card} to centre stack {stack}</source>
      <translation>Jugaste tu carta personal {card} en la pila central {stack}</translation>
    </message>
    <message>
      <source>You played your payoff card {card} to centre stack {stack} as {rank}</source>
      <translation>Jugaste tu carta personal {card} como {rank} en la pila central {stack}</translation>
    </message>
    <message>
      <source>{who} played its payoff card {card} to centre stack {stack}</source>
      <translation>{who} jugó su carta personal {card} en la pila central {stack}</translation>
    </message>
    <message>
      <source>{who} played its payoff card {card} to centre stack {stack} as {rank}</source>
      <translation>{who} jugó su carta personal {card} como {rank} en la pila central {stack}</translation>
    </message>
    <message>
      <source>{who} played their payoff card {card} to centre stack {stack}</source>
      <translation>{who} jugó su carta personal {card} en la pila central {stack}</translation>
    </message>
    <message>
      <source>{who} played their payoff card {card} to centre stack {stack} as {rank}</source>
      <translation>{who} jugó su carta personal {card} como {rank} en la pila central {stack}</translation>
    </message>
    <message>
      <source>You played {card} from your hand to centre stack {stack}</source>
      <translation>Jugaste {card} de tu mano en la pila central {stack}</translation>
    </message>
    <message>
      <source>You played {card} from your hand to centre stack {stack} as {rank}</source>
      <translation>Jugaste {card} de tu mano como {rank} en la pila central {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from its hand to centre stack {stack}</source>
      <translation>{who} jugó {card} de su mano en la pila central {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from its hand to centre stack {stack} as {rank}</source>
      <translation>{who} jugó {card} de su mano como {rank} en la pila central {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from their hand to centre stack {stack}</source>
      <translation>{who} jugó {card} de su mano en la pila central {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from their hand to centre stack {stack} as {rank}</source>
      <translation>{who} jugó {card} de su mano como {rank} en la pila central {stack}</translation>
    </message>
    <message>
      <source>You played {card} from side stack {side} to centre stack {stack}</source>
      <translation>Jugaste {card} de la pila de descarte {side} en la pila central {stack}</translation>
    </message>
    <message>
      <source>You played {card} from side stack {side} to centre stack {stack} as {rank}</source>
      <translation>Jugaste {card} de la pila de descarte {side} como {rank} en la pila central {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from side stack {side} to centre stack {stack}</source>
      <translation>{who} jugó {card} de la pila de descarte {side} en la pila central {stack}</translation>
    </message>
    <message>
      <source>{who} played {card} from side stack {side} to centre stack {stack} as {rank}</source>
      <translation>{who} jugó {card} de la pila de descarte {side} como {rank} en la pila central {stack}</translation>
    </message>
    <message>
      <source>{who} placed {card} on side stack {stack} and ended the turn</source>
      <translation>{who} puso {card} en la pila de descarte {stack} y terminó el turno</translation>
    </message>
    <message>
      <source>You placed {card} on side stack {stack} and ended the turn</source>
      <translation>Pusiste {card} en la pila de descarte {stack} y terminaste el turno</translation>
    </message>
    <message>
      <source>You drew {cards}</source>
      <translation>Robaste {cards}</translation>
    </message>
    <message numerus="yes">
      <source>{who} drew {count} cards</source>
      <comment>one: {who} drew {count} card</comment>
      <translation>
        <numerusform>{who} robó {count} carta</numerusform>
        <numerusform>{who} robó {count} cartas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You drew {count} cards</source>
      <comment>one: You drew {count} card</comment>
      <translation>
        <numerusform>Robaste {count} carta</numerusform>
        <numerusform>Robaste {count} cartas</numerusform>
      </translation>
    </message>
    <message>
      <source>You revealed {card} on your payoff pile</source>
      <translation>Descubriste {card} en tu pila personal</translation>
    </message>
    <message>
      <source>{who} revealed {card} on its payoff pile</source>
      <translation>{who} descubrió {card} en su pila personal</translation>
    </message>
    <message>
      <source>{who} revealed {card} on their payoff pile</source>
      <translation>{who} descubrió {card} en su pila personal</translation>
    </message>
    <message numerus="yes">
      <source>Centre stack {stack} is complete: {count} cards go to the completed pile</source>
      <comment>one: Centre stack {stack} is complete: {count} card goes to the completed pile</comment>
      <translation>
        <numerusform>La pila central {stack} está completa: {count} carta va a las cartas completas</numerusform>
        <numerusform>La pila central {stack} está completa: {count} cartas van a las cartas completas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The completed cards were shuffled into the stock (now {count} cards)</source>
      <comment>one: The completed cards were shuffled into the stock (now {count} card)</comment>
      <translation>
        <numerusform>Las cartas completas se barajaron en el mazo (ahora {count} carta)</numerusform>
        <numerusform>Las cartas completas se barajaron en el mazo (ahora {count} cartas)</numerusform>
      </translation>
    </message>
    <message>
      <source>{who}'s turn</source>
      <translation>Le toca a {who}</translation>
    </message>
    <message>
      <source>Your turn</source>
      <translation>Te toca</translation>
    </message>
    <message>
      <source>New game: {who} plays first</source>
      <translation>Partida nueva: empieza {who}</translation>
    </message>
    <message>
      <source>New game: you play first</source>
      <translation>Partida nueva: empiezas tú</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Jugador {number}</translation>
    </message>
    <message>
      <source>{who} took back {card}</source>
      <translation>{who} deshizo {card}</translation>
    </message>
    <message>
      <source>You took back {card}</source>
      <translation>Deshiciste {card}</translation>
    </message>
    <message numerus="yes">
      <source>{who} played its payoff card {card} ({count} left)</source>
      <comment>one: {who} played its payoff card {card} ({count} left)</comment>
      <translation>
        <numerusform>{who} jugó su carta personal {card} (queda {count})</numerusform>
        <numerusform>{who} jugó su carta personal {card} (quedan {count})</numerusform>
      </translation>
    </message>
    <message>
      <source>{who} played its last payoff card, {card}</source>
      <translation>{who} jugó su última carta personal, {card}</translation>
    </message>
    <message numerus="yes">
      <source>{who} played their payoff card {card} ({count} left)</source>
      <comment>one: {who} played their payoff card {card} ({count} left)</comment>
      <translation>
        <numerusform>{who} jugó su carta personal {card} (queda {count})</numerusform>
        <numerusform>{who} jugó su carta personal {card} (quedan {count})</numerusform>
      </translation>
    </message>
    <message>
      <source>{who} played their last payoff card, {card}</source>
      <translation>{who} jugó su última carta personal, {card}</translation>
    </message>
  </context>
  <context>
    <name>Hints</name>
    <message>
      <source>Hint: there is nothing more to do; your turn ends.</source>
      <translation>Pista: no queda nada por hacer; tu turno termina.</translation>
    </message>
    <message>
      <source>Hint: play your payoff card {card} to centre stack {stack}.</source>
      <translation>Pista: juega tu carta personal {card} en la pila central {stack}.</translation>
    </message>
    <message>
      <source>Hint: play the {card} from your hand to centre stack {stack}.</source>
      <translation>Pista: juega el {card} de tu mano en la pila central {stack}.</translation>
    </message>
    <message>
      <source>Hint: play the {card} from side stack {side} to centre stack {stack}.</source>
      <translation>Pista: juega el {card} de la pila de descarte {side} en la pila central {stack}.</translation>
    </message>
    <message>
      <source>Hint: end your turn now by placing the {card} on side stack {stack}.</source>
      <translation>Pista: termina ya tu turno poniendo el {card} en la pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>Hint: nothing more goes to the centre; end your turn by placing the {card} on side stack {stack}.</source>
      <translation>Pista: ya no va nada al centro; termina tu turno poniendo el {card} en la pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>card</source>
      <translation>carta</translation>
    </message>
    <message numerus="yes">
      <source>Every payoff card you play brings you nearer to winning: {count} are left after this one.</source>
      <comment>one: Every payoff card you play brings you nearer to winning: {count} is left after this one.</comment>
      <translation>
        <numerusform>Cada carta personal que juegas te acerca a la victoria: después de esta queda {count}.</numerusform>
        <numerusform>Cada carta personal que juegas te acerca a la victoria: después de esta quedan {count}.</numerusform>
      </translation>
    </message>
    <message>
      <source>It is your last payoff card: playing it wins the game.</source>
      <translation>Es tu última carta personal: si la juegas, ganas la partida.</translation>
    </message>
    <message>
      <source>It clears the way for your payoff card {card} this turn: then play {cards}.</source>
      <translation>Así le abres paso a tu carta personal {card} en este turno: juega después {cards}.</translation>
    </message>
    <message numerus="yes">
      <source>It helps you empty your hand this turn: then play {cards}, and you draw {count} new cards.</source>
      <comment>one: It helps you empty your hand this turn: then play {cards}, and you draw {count} new card.</comment>
      <translation>
        <numerusform>Te ayuda a vaciar la mano en este turno: juega después {cards} y robas {count} carta nueva.</numerusform>
        <numerusform>Te ayuda a vaciar la mano en este turno: juega después {cards} y robas {count} cartas nuevas.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>It empties your hand: you draw {count} new cards at once.</source>
      <comment>one: It empties your hand: you draw {count} new card at once.</comment>
      <translation>
        <numerusform>Así vacías la mano: robas al momento {count} carta nueva.</numerusform>
        <numerusform>Así vacías la mano: robas al momento {count} cartas nuevas.</numerusform>
      </translation>
    </message>
    <message>
      <source>It brings your payoff card {card} closer: centre stack {stack} then needs only {ranks} before it.</source>
      <translation>Así acercas tu carta personal {card}: a la pila central {stack} solo le faltará {ranks} antes de ella.</translation>
    </message>
    <message>
      <source>Each card you play from your hand makes room for a fresh card from the stock next turn.</source>
      <translation>Cada carta que juegas de la mano deja sitio para una carta nueva del mazo en el próximo turno.</translation>
    </message>
    <message>
      <source>It uncovers the {card} on side stack {side} for the plays after it.</source>
      <translation>Así destapas el {card} de la pila de descarte {side} para las jugadas siguientes.</translation>
    </message>
    <message>
      <source>By the odds it beats ending your turn now: about {hinted}% to win against {other}%.</source>
      <translation>Según las probabilidades, es mejor que terminar el turno ahora: alrededor de un {hinted} % de ganar frente a un {other} %.</translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} back: played now, they would let {who}'s payoff card {payoff} go on a centre stack next turn.</source>
      <comment>one: Keep the {cards} back: played now, it would let {who}'s payoff card {payoff} go on a centre stack next turn.</comment>
      <translation>
        <numerusform>Guárdate el {cards}: si lo juegas ahora, {who} podría poner su carta personal {payoff} en una pila central en el próximo turno.</numerusform>
        <numerusform>Guárdate {cards}: si los juegas ahora, {who} podría poner su carta personal {payoff} en una pila central en el próximo turno.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} back: played now, they would bring {who}'s payoff card {payoff} within one card of a centre stack.</source>
      <comment>one: Keep the {cards} back: played now, it would bring {who}'s payoff card {payoff} within one card of a centre stack.</comment>
      <translation>
        <numerusform>Guárdate el {cards}: si lo juegas ahora, a {who} solo le faltaría una carta para poner su carta personal {payoff} en una pila central.</numerusform>
        <numerusform>Guárdate {cards}: si los juegas ahora, a {who} solo le faltaría una carta para poner su carta personal {payoff} en una pila central.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} back: by the odds, about {hinted}% to win this way against {other}% if you play them now.</source>
      <comment>one: Keep the {cards} back: by the odds, about {hinted}% to win this way against {other}% if you play it now.</comment>
      <translation>
        <numerusform>Guárdate el {cards}: según las probabilidades, alrededor de un {hinted} % de ganar así, frente a un {other} % si lo juegas ahora.</numerusform>
        <numerusform>Guárdate {cards}: según las probabilidades, alrededor de un {hinted} % de ganar así, frente a un {other} % si los juegas ahora.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>By the odds too: about {hinted}% to win this way against {other}% if you play them now.</source>
      <comment>one: By the odds too: about {hinted}% to win this way against {other}% if you play it now.</comment>
      <translation>
        <numerusform>También según las probabilidades: alrededor de un {hinted} % de ganar así, frente a un {other} % si la juegas ahora.</numerusform>
        <numerusform>También según las probabilidades: alrededor de un {hinted} % de ganar así, frente a un {other} % si las juegas ahora.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Keeping the {cards} back or playing them is a close call by the odds: about {hinted}% to win this way, {other}% the other.</source>
      <comment>one: Keeping the {cards} back or playing it is a close call by the odds: about {hinted}% to win this way, {other}% the other.</comment>
      <translation>
        <numerusform>Guardarte el {cards} o jugarlo está muy igualado según las probabilidades: alrededor de un {hinted} % de ganar así y un {other} % de la otra forma.</numerusform>
        <numerusform>Guardarte {cards} o jugarlos está muy igualado según las probabilidades: alrededor de un {hinted} % de ganar así y un {other} % de la otra forma.</numerusform>
      </translation>
    </message>
    <message>
      <source>On a side stack the {card} stays wild: you can play it from there whenever it helps.</source>
      <translation>En una pila de descarte el {card} sigue siendo comodín: puedes jugarlo desde allí cuando te convenga.</translation>
    </message>
    <message numerus="yes">
      <source>Keep the {cards} in your hand: wild cards stand for whatever a centre stack needs.</source>
      <comment>one: Keep the {cards} in your hand: a wild card stands for whatever a centre stack needs.</comment>
      <translation>
        <numerusform>Guárdate el {cards} en la mano: un comodín vale por la carta que necesite una pila central.</numerusform>
        <numerusform>Guárdate {cards} en la mano: los comodines valen por la carta que necesite una pila central.</numerusform>
      </translation>
    </message>
    <message>
      <source>On the {under} it makes a run down: later you play the {card}, then the {under}.</source>
      <translation>Sobre el {under} forma una escalera descendente: más adelante juegas el {card} y luego el {under}.</translation>
    </message>
    <message>
      <source>On the {under}, a card of the same rank, it buries no card you could play sooner.</source>
      <translation>Sobre el {under}, una carta del mismo valor, no tapa ninguna carta que pudieras jugar antes.</translation>
    </message>
    <message>
      <source>{card} as {rank}</source>
      <translation>{card} como {rank}</translation>
    </message>
    <message>
      <source>The {card} is the card in your hand furthest from what the centre stacks need.</source>
      <translation>El {card} es la carta de tu mano más alejada de lo que necesitan las pilas centrales.</translation>
    </message>
  </context>
  <context>
    <name>Lesson</name>
    <message>
      <source>Step {step} of {count}</source>
      <translation>Paso {step} de {count}</translation>
    </message>
    <message>
      <source>Well done!</source>
      <translation>¡Muy bien!</translation>
    </message>
    <message>
      <source>Now watch the computer's turn.</source>
      <translation>Ahora mira el turno del ordenador.</translation>
    </message>
    <message>
      <source>Play a real game against the computer now, or go back to any step.</source>
      <translation>Juega ahora una partida de verdad contra el ordenador o vuelve a cualquier paso.</translation>
    </message>
    <message>
      <source>That {card} would go on centre stack {stack}; this step asks you to {ask}.</source>
      <translation>La carta {card} iría a la pila central {stack}; este paso te pide {ask}.</translation>
    </message>
    <message>
      <source>That {card} would go on your side stack {stack} and end your turn; this step asks you to {ask}.</source>
      <translation>La carta {card} iría a tu pila de descarte {stack} y terminaría tu turno; este paso te pide {ask}.</translation>
    </message>
    <message>
      <source>{why} This step asks you to {ask}.</source>
      <translation>{why} Este paso te pide {ask}.</translation>
    </message>
    <message>
      <source>This step asks you to {ask}.</source>
      <translation>Este paso te pide {ask}.</translation>
    </message>
    <message>
      <source>Wait: this step is done. Press Next for the next one.</source>
      <translation>Espera: este paso ya está hecho. Pulsa Siguiente para pasar al próximo.</translation>
    </message>
    <message>
      <source>end your turn: put a card from your hand on one of your side stacks</source>
      <translation>que termines tu turno: pon una carta de tu mano en una de tus pilas de descarte</translation>
    </message>
    <message>
      <source>Your payoff pile</source>
      <translation>Tu pila personal</translation>
    </message>
    <message>
      <source>The pile marked with a star, above your hand, is your payoff pile: 20 cards, the top one face up. The first player to empty their payoff pile wins. Its cards can only go to the centre stacks, and every centre stack starts with an Ace. Your payoff card is an Ace: drag it to the lit centre stack, or double-click it.</source>
      <translation>La pila marcada con una estrella, encima de tu mano, es tu pila personal: 20 cartas, la de arriba boca arriba. Gana quien vacíe primero su pila personal. Sus cartas solo pueden ir a las pilas centrales, y cada pila central empieza con un As. Tu carta personal es un As: arrástralo a la pila central iluminada o haz doble clic en él.</translation>
    </message>
    <message>
      <source>start a centre stack with the Ace from your payoff pile</source>
      <translation>que empieces una pila central con el As de tu pila personal</translation>
    </message>
    <message>
      <source>Your payoff pile now shows its next card: it can be played as soon as a centre stack needs it.</source>
      <translation>Tu pila personal muestra ahora su siguiente carta: puedes jugarla en cuanto una pila central la necesite.</translation>
    </message>
    <message>
      <source>Centre stacks build up from the Ace</source>
      <translation>Las pilas centrales suben desde el As</translation>
    </message>
    <message>
      <source>A centre stack goes up one rank at a time, from the Ace to the Queen; suits don't matter. Both players build on every centre stack. Play the 2 from your hand on the Ace, then the 3 on the 2.</source>
      <translation>Una pila central sube de rango en rango, del As a la Reina; los palos no importan. Los dos jugadores construyen en todas las pilas centrales. Juega el 2 de tu mano sobre el As y después el 3 sobre el 2.</translation>
    </message>
    <message>
      <source>play the 2 from your hand on the Ace of centre stack 1</source>
      <translation>que juegues el 2 de tu mano sobre el As de la pila central 1</translation>
    </message>
    <message>
      <source>play the 3 from your hand on the 2 of centre stack 1</source>
      <translation>que juegues el 3 de tu mano sobre el 2 de la pila central 1</translation>
    </message>
    <message>
      <source>That stack now needs a 4. Every card you play from your hand is one closer to playing your payoff cards.</source>
      <translation>Esa pila necesita ahora un 4. Cada carta que juegas de tu mano te acerca a tus cartas personales.</translation>
    </message>
    <message>
      <source>Kings are wild</source>
      <translation>Los Reyes son comodines</translation>
    </message>
    <message>
      <source>A King is wild: on a centre stack it stands for the rank the stack needs. Your payoff card is a 6 and the lit stack needs a 5, which you don't have. Play your King there as the 5, then play your payoff 6 on it.</source>
      <translation>Un Rey es comodín: en una pila central vale el rango que la pila necesita. Tu carta personal es un 6 y la pila iluminada necesita un 5, que no tienes. Juega allí tu Rey como 5 y después el 6 de tu pila personal encima.</translation>
    </message>
    <message>
      <source>play the King from your hand on centre stack 1, where it stands for a 5</source>
      <translation>que juegues el Rey de tu mano en la pila central 1, donde vale un 5</translation>
    </message>
    <message>
      <source>play the 6 from your payoff pile on the King</source>
      <translation>que juegues el 6 de tu pila personal sobre el Rey</translation>
    </message>
    <message>
      <source>The King counts as a 5 for as long as it lies there. A King can't start a centre stack: an empty stack takes only an Ace.</source>
      <translation>El Rey cuenta como un 5 mientras siga ahí. Un Rey no puede empezar una pila central: una pila vacía solo admite un As.</translation>
    </message>
    <message>
      <source>Your side stacks</source>
      <translation>Tus pilas de descarte</translation>
    </message>
    <message>
      <source>Your four side stacks lie beside your payoff pile. The top card of each one can be played to a centre stack, as your hand's cards can. The lit stack needs a 7: play the 7 on top of your side stack 2.</source>
      <translation>Tus cuatro pilas de descarte están junto a tu pila personal. La carta de arriba de cada una puede ir a una pila central, igual que las cartas de tu mano. La pila iluminada necesita un 7: juega el 7 de arriba de tu pila de descarte 2.</translation>
    </message>
    <message>
      <source>play the 7 from your side stack 2 on centre stack 1</source>
      <translation>que juegues el 7 de tu pila de descarte 2 en la pila central 1</translation>
    </message>
    <message>
      <source>Only the top card of a side stack plays; the cards under it wait their turn. Right-click a side stack to see every card in it.</source>
      <translation>Solo se juega la carta de arriba de una pila de descarte; las de debajo esperan su turno. Haz clic derecho en una pila de descarte para ver todas sus cartas.</translation>
    </message>
    <message>
      <source>A discard ends your turn</source>
      <translation>Un descarte termina tu turno</translation>
    </message>
    <message>
      <source>When you can't play any more (or would rather not), end your turn by putting one card from your hand on one of your side stacks. Nothing you hold goes to the centre now: put a card on a side stack, for instance the 10 on the lit one. Then watch the computer's turn.</source>
      <translation>Cuando ya no puedas jugar (o prefieras no hacerlo), termina tu turno poniendo una carta de tu mano en una de tus pilas de descarte. Ahora ninguna de tus cartas va al centro: pon una carta en una pila de descarte, por ejemplo el 10 en la iluminada. Después mira el turno del ordenador.</translation>
    </message>
    <message>
      <source>The computer played its payoff 4 and a 5 from its hand, and ended its turn on a side stack. Your new turn began as every turn does: you drew cards until you held five.</source>
      <translation>El ordenador jugó el 4 de su pila personal y un 5 de su mano, y terminó su turno en una pila de descarte. Tu nuevo turno empezó como todos: robaste cartas hasta tener cinco.</translation>
    </message>
    <message>
      <source>Emptying your hand</source>
      <translation>Vaciar la mano</translation>
    </message>
    <message>
      <source>If every card of your hand goes to the centre during your turn, you draw five new cards at once and play on. You hold two cards: play the 8, then the 9.</source>
      <translation>Si todas las cartas de tu mano van al centro durante tu turno, robas cinco cartas nuevas al instante y sigues jugando. Tienes dos cartas: juega el 8 y después el 9.</translation>
    </message>
    <message>
      <source>play the 8 from your hand on centre stack 1</source>
      <translation>que juegues el 8 de tu mano en la pila central 1</translation>
    </message>
    <message>
      <source>play the 9 from your hand on centre stack 1</source>
      <translation>que juegues el 9 de tu mano en la pila central 1</translation>
    </message>
    <message>
      <source>Your hand was empty, so you drew five new cards, and your turn goes on.</source>
      <translation>Tu mano quedó vacía, así que robaste cinco cartas nuevas y tu turno continúa.</translation>
    </message>
    <message>
      <source>Completed stacks</source>
      <translation>Pilas completas</translation>
    </message>
    <message>
      <source>A centre stack that reaches the Queen is complete: its cards leave the centre, and its place is free for a new Ace. Play your Queen on the lit stack, then end your turn with a card on a side stack.</source>
      <translation>Una pila central que llega a la Reina está completa: sus cartas salen del centro y su lugar queda libre para un nuevo As. Juega tu Reina en la pila iluminada y después termina tu turno con una carta en una pila de descarte.</translation>
    </message>
    <message>
      <source>play the Queen from your hand on centre stack 1</source>
      <translation>que juegues la Reina de tu mano en la pila central 1</translation>
    </message>
    <message>
      <source>The twelve cards of the completed stack were shuffled back into the stock at the end of your turn, so the stock never runs dry for long.</source>
      <translation>Las doce cartas de la pila completa se barajaron de nuevo en el mazo al final de tu turno, así que el mazo nunca se agota por mucho tiempo.</translation>
    </message>
    <message>
      <source>Winning</source>
      <translation>Ganar</translation>
    </message>
    <message>
      <source>Your payoff pile has one card left, a 9, and the lit stack needs a 9. Play it: the moment your payoff pile is empty you win, with no discard. The winner scores 5 points, and 1 more for each card left in the other payoff piles.</source>
      <translation>A tu pila personal le queda una carta, un 9, y la pila iluminada necesita un 9. Juégala: en cuanto tu pila personal queda vacía ganas, sin descartar. El ganador suma 5 puntos y 1 más por cada carta que quede en las otras pilas personales.</translation>
    </message>
    <message>
      <source>play the last card of your payoff pile on centre stack 1</source>
      <translation>que juegues la última carta de tu pila personal en la pila central 1</translation>
    </message>
    <message>
      <source>You won! Now you know the whole game.</source>
      <translation>¡Has ganado! Ahora ya conoces todo el juego.</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <source>Card table</source>
      <translation>Mesa de juego</translation>
    </message>
    <message>
      <source>Arrow keys move between the piles and the cards of your hand. Space picks a card up and puts it down, Enter plays it to a centre stack, 1 to 4 put it on a side stack, Escape puts it back, P shows every card of a side stack. T reads the table, C your cards, N the next player, S the score, R repeats. F1 lists every key.</source>
      <translation>Las flechas pasan de una pila a otra y de una carta a otra de tu mano. Espacio coge una carta y la deja, Intro la juega en una pila central, de 1 a 4 la ponen en una pila de descarte, Esc la devuelve, P muestra todas las cartas de una pila de descarte. T lee la mesa, C tus cartas, N el siguiente jugador, S la puntuación, R repite. F1 muestra todas las teclas.</translation>
    </message>
    <message>
      <source>face-down card</source>
      <translation>carta boca abajo</translation>
    </message>
    <message>
      <source>{card}, as {rank}</source>
      <translation>{card}, como {rank}</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Tú</translation>
    </message>
    <message numerus="yes">
      <source>{count} cards</source>
      <comment>one: {count} card</comment>
      <translation>
        <numerusform>{count} carta</numerusform>
        <numerusform>{count} cartas</numerusform>
      </translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Ordenador</translation>
    </message>
    <message>
      <source>South</source>
      <translation>Sur</translation>
    </message>
    <message>
      <source>West</source>
      <translation>Oeste</translation>
    </message>
    <message>
      <source>North</source>
      <translation>Norte</translation>
    </message>
    <message>
      <source>East</source>
      <translation>Este</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Jugador {number}</translation>
    </message>
    <message>
      <source>Click or press Space when {name} is at the screen.</source>
      <translation>Haz clic o pulsa Espacio cuando {name} esté ante la pantalla.</translation>
    </message>
    <message>
      <source>Centre stack {number}</source>
      <translation>Pila central {number}</translation>
    </message>
    <message>
      <source>Stock</source>
      <translation>Mazo</translation>
    </message>
    <message>
      <source>Completed pile</source>
      <translation>Cartas completas</translation>
    </message>
    <message>
      <source>Your payoff pile</source>
      <translation>Tu pila personal</translation>
    </message>
    <message>
      <source>{owner}'s payoff pile</source>
      <translation>Pila personal de {owner}</translation>
    </message>
    <message>
      <source>Your hand</source>
      <translation>Tu mano</translation>
    </message>
    <message>
      <source>{owner}'s hand</source>
      <translation>Mano de {owner}</translation>
    </message>
    <message>
      <source>Your side stack {number}</source>
      <translation>Tu pila de descarte {number}</translation>
    </message>
    <message>
      <source>{owner}'s side stack {number}</source>
      <translation>Pila de descarte {number} de {owner}</translation>
    </message>
    <message>
      <source>empty, needs an Ace</source>
      <translation>vacía, necesita un As</translation>
    </message>
    <message>
      <source>{rank}, a wild {wild}</source>
      <translation>{rank}, un {wild} comodín</translation>
    </message>
    <message>
      <source>{at}, needs {needs}</source>
      <translation>{at}, necesita {needs}</translation>
    </message>
    <message>
      <source>The {card} may go here</source>
      <translation>El {card} puede ir aquí</translation>
    </message>
    <message>
      <source>{pile}, {state}</source>
      <translation>{pile}, {state}</translation>
    </message>
    <message>
      <source>{pile} at {state}</source>
      <translation>{pile} en {state}</translation>
    </message>
    <message>
      <source>{pile}, empty</source>
      <translation>{pile}, vacía</translation>
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
      <translation>{pile}, de abajo arriba: {cards}.</translation>
    </message>
    <message>
      <source>{pile}, bottom to top: nothing.</source>
      <translation>{pile}, de abajo arriba: nada.</translation>
    </message>
    <message>
      <source>Completed cards</source>
      <translation>Cartas completas</translation>
    </message>
    <message>
      <source>Payoff pile</source>
      <translation>Pila personal</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Mano</translation>
    </message>
    <message>
      <source>Side stack {number}</source>
      <translation>Pila de descarte {number}</translation>
    </message>
    <message>
      <source>{pile}: empty</source>
      <translation>{pile}: vacía</translation>
    </message>
    <message numerus="yes">
      <source>{pile}: {count} cards</source>
      <comment>one: {pile}: {count} card</comment>
      <translation>
        <numerusform>{pile}: {count} carta</numerusform>
        <numerusform>{pile}: {count} cartas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{pile}: {count} cards — right-click to see them</source>
      <comment>one: {pile}: {count} card — right-click to see them</comment>
      <translation>
        <numerusform>{pile}: {count} carta — clic derecho para verla</numerusform>
        <numerusform>{pile}: {count} cartas — clic derecho para verlas</numerusform>
      </translation>
    </message>
    <message>
      <source>Your turn: play to the centre, or end your turn by placing a hand card on a side stack.</source>
      <translation>Te toca: juega al centro, o termina tu turno poniendo una carta de la mano en una pila de descarte.</translation>
    </message>
    <message>
      <source>{name} is playing…</source>
      <translation>{name} está jugando…</translation>
    </message>
    <message>
      <source>thinking…</source>
      <translation>pensando…</translation>
    </message>
    <message>
      <source>paused</source>
      <translation>en pausa</translation>
    </message>
    <message>
      <source>Press Ctrl+N for a new game.</source>
      <translation>Pulsa Ctrl+N para una partida nueva.</translation>
    </message>
    <message>
      <source>Your turn.</source>
      <translation>Te toca.</translation>
    </message>
    <message>
      <source>{who}'s turn.</source>
      <translation>Le toca a {who}.</translation>
    </message>
    <message>
      <source>Centre stacks: all empty.</source>
      <translation>Pilas centrales: todas vacías.</translation>
    </message>
    <message>
      <source>Centre stacks: {stacks}.</source>
      <translation>Pilas centrales: {stacks}.</translation>
    </message>
    <message>
      <source>{number} at {rank}</source>
      <translation>{number} en {rank}</translation>
    </message>
    <message>
      <source>{number} empty</source>
      <translation>{number} vacía</translation>
    </message>
    <message>
      <source>Stock: {cards}.</source>
      <translation>Mazo: {cards}.</translation>
    </message>
    <message>
      <source>The stock is empty.</source>
      <translation>El mazo está vacío.</translation>
    </message>
    <message>
      <source>Stock: {cards}; completed pile: {completed}.</source>
      <translation>Mazo: {cards}; cartas completas: {completed}.</translation>
    </message>
    <message>
      <source>The stock is empty; completed pile: {completed}.</source>
      <translation>El mazo está vacío; cartas completas: {completed}.</translation>
    </message>
    <message>
      <source>{who}: {payoff}; {sides}; {hand}.</source>
      <translation>{who}: {payoff}; {sides}; {hand}.</translation>
    </message>
    <message numerus="yes">
      <source>payoff card {card}, {count} cards in the pile</source>
      <comment>one: payoff card {card}, {count} card in the pile</comment>
      <translation>
        <numerusform>carta personal {card}, {count} carta en la pila</numerusform>
        <numerusform>carta personal {card}, {count} cartas en la pila</numerusform>
      </translation>
    </message>
    <message>
      <source>no payoff cards left</source>
      <translation>sin cartas personales</translation>
    </message>
    <message>
      <source>side stacks empty</source>
      <translation>pilas de descarte vacías</translation>
    </message>
    <message>
      <source>side stacks {stacks}</source>
      <translation>pilas de descarte {stacks}</translation>
    </message>
    <message numerus="yes">
      <source>{number}: {card} ({count} cards)</source>
      <comment>one: {number}: {card} ({count} card)</comment>
      <translation>
        <numerusform>{number}: {card} ({count} carta)</numerusform>
        <numerusform>{number}: {card} ({count} cartas)</numerusform>
      </translation>
    </message>
    <message>
      <source>{number}: empty</source>
      <translation>{number}: vacía</translation>
    </message>
    <message>
      <source>hand: {cards}</source>
      <translation>mano: {cards}</translation>
    </message>
    <message>
      <source>hand: empty</source>
      <translation>mano: vacía</translation>
    </message>
    <message numerus="yes">
      <source>{count} cards in hand</source>
      <comment>one: {count} card in hand</comment>
      <translation>
        <numerusform>{count} carta en la mano</numerusform>
        <numerusform>{count} cartas en la mano</numerusform>
      </translation>
    </message>
    <message>
      <source>Your hand is empty.</source>
      <translation>Tu mano está vacía.</translation>
    </message>
    <message>
      <source>Your hand: {cards}.</source>
      <translation>Tu mano: {cards}.</translation>
    </message>
    <message>
      <source>To a centre stack now: {cards}.</source>
      <translation>A una pila central ahora: {cards}.</translation>
    </message>
    <message>
      <source>None of them goes to a centre stack now.</source>
      <translation>Ahora ninguna va a una pila central.</translation>
    </message>
    <message>
      <source>{who} has no payoff cards left.</source>
      <translation>A {who} no le quedan cartas personales.</translation>
    </message>
    <message>
      <source>{who} plays next.</source>
      <translation>Después juega {who}.</translation>
    </message>
    <message numerus="yes">
      <source>{who}'s payoff card is the {card}, {count} cards in the pile.</source>
      <comment>one: {who}'s payoff card is the {card}, {count} card in the pile.</comment>
      <translation>
        <numerusform>La carta personal de {who} es el {card}, {count} carta en la pila.</numerusform>
        <numerusform>La carta personal de {who} es el {card}, {count} cartas en la pila.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Your payoff card is the {card}, {count} cards in the pile.</source>
      <comment>one: Your payoff card is the {card}, {count} card in the pile.</comment>
      <translation>
        <numerusform>Tu carta personal es el {card}, {count} carta en la pila.</numerusform>
        <numerusform>Tu carta personal es el {card}, {count} cartas en la pila.</numerusform>
      </translation>
    </message>
    <message>
      <source>It is wild: it can go on any centre stack.</source>
      <translation>Es un comodín: puede ir en cualquier pila central.</translation>
    </message>
    <message>
      <source>It is wild: it can go on any started centre stack.</source>
      <translation>Es un comodín: puede ir en cualquier pila central empezada.</translation>
    </message>
    <message numerus="yes">
      <source>It can go on centre stacks {stacks} now.</source>
      <comment>one: It can go on centre stack {stacks} now.</comment>
      <translation>
        <numerusform>Ahora puede ir en la pila central {stacks}.</numerusform>
        <numerusform>Ahora puede ir en las pilas centrales {stacks}.</numerusform>
      </translation>
    </message>
    <message>
      <source>It needs an empty centre stack; every stack is past that now.</source>
      <translation>Necesita una pila central vacía; todas las pilas ya van más allá.</translation>
    </message>
    <message>
      <source>It needs a centre stack at {rank}; every stack is past that now.</source>
      <translation>Necesita una pila central en {rank}; todas las pilas ya van más allá.</translation>
    </message>
    <message>
      <source>It needs a centre stack at {rank}; every stack below that is empty.</source>
      <translation>Necesita una pila central en {rank}; todas las pilas por debajo están vacías.</translation>
    </message>
    <message numerus="yes">
      <source>It needs a centre stack at {rank}; none is. The nearest is centre stack {stack}, at {at}, {count} cards short.</source>
      <comment>one: It needs a centre stack at {rank}; none is. The nearest is centre stack {stack}, at {at}, {count} card short.</comment>
      <translation>
        <numerusform>Necesita una pila central en {rank}; no hay ninguna. La más cercana es la pila central {stack}, en {at}, a {count} carta.</numerusform>
        <numerusform>Necesita una pila central en {rank}; no hay ninguna. La más cercana es la pila central {stack}, en {at}, a {count} cartas.</numerusform>
      </translation>
    </message>
    <message>
      <source>Score this session: {scores}</source>
      <translation>Puntuación de la sesión: {scores}</translation>
    </message>
    <message>
      <source>Score this session: {scores}. Payoff cards left: {left}.</source>
      <translation>Puntuación de la sesión: {scores}. Cartas personales restantes: {left}.</translation>
    </message>
    <message>
      <source>{match}: {scores}. Payoff cards left: {left}.</source>
      <translation>{match}: {scores}. Cartas personales restantes: {left}.</translation>
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
      <translation>tú {count}</translation>
    </message>
    <message>
      <source>Pick up one of your own cards: your payoff card, a card in your hand or the top card of one of your side stacks.</source>
      <translation>Coge una de tus propias cartas: tu carta personal, una carta de tu mano o la carta de arriba de una de tus pilas de descarte.</translation>
    </message>
    <message>
      <source>Wait a moment: the cards are still moving.</source>
      <translation>Un momento: las cartas todavía se mueven.</translation>
    </message>
    <message>
      <source>P shows every card of a side stack: move to one first.</source>
      <translation>P muestra todas las cartas de una pila de descarte: ve antes a una.</translation>
    </message>
    <message>
      <source>{pile} is empty.</source>
      <translation>{pile} está vacía.</translation>
    </message>
  </context>
  <context>
    <name>Matches</name>
    <message>
      <source>Match to {target}</source>
      <translation>Encuentro a {target}</translation>
    </message>
    <message>
      <source>This session</source>
      <translation>Esta sesión</translation>
    </message>
    <message>
      <source>Match to {target} · game {number}</source>
      <translation>Encuentro a {target} · partida {number}</translation>
    </message>
    <message>
      <source>Match over</source>
      <translation>Encuentro terminado</translation>
    </message>
    <message>
      <source>{title}: {totals}</source>
      <translation>{title}: {totals}</translation>
    </message>
    <message>
      <source>You won the match!</source>
      <translation>¡Has ganado el encuentro!</translation>
    </message>
    <message>
      <source>{who} won the match!</source>
      <translation>¡{who} ha ganado el encuentro!</translation>
    </message>
    <message>
      <source>{who} won the match.</source>
      <translation>{who} ha ganado el encuentro.</translation>
    </message>
    <message>
      <source>Nobody won the match.</source>
      <translation>Nadie ha ganado el encuentro.</translation>
    </message>
    <message>
      <source>First to {target} points: {totals}</source>
      <translation>Primero en llegar a {target} puntos: {totals}</translation>
    </message>
    <message numerus="yes">
      <source>First to {target} points, after {count} games:</source>
      <comment>one: First to {target} points, after {count} game:</comment>
      <translation>
        <numerusform>Primero en llegar a {target} puntos, tras {count} partida:</numerusform>
        <numerusform>Primero en llegar a {target} puntos, tras {count} partidas:</numerusform>
      </translation>
    </message>
    <message>
      <source>The next game starts a new match.</source>
      <translation>La próxima partida empieza un encuentro nuevo.</translation>
    </message>
    <message>
      <source>You won!</source>
      <translation>¡Has ganado!</translation>
    </message>
    <message>
      <source>{who} won!</source>
      <translation>¡{who} ha ganado!</translation>
    </message>
    <message numerus="yes">
      <source>+{count} points: your payoff pile is empty</source>
      <comment>one: +{count} point: your payoff pile is empty</comment>
      <translation>
        <numerusform>+{count} punto: tu pila personal está vacía</numerusform>
        <numerusform>+{count} puntos: tu pila personal está vacía</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>+{count} points: {who}'s payoff pile is empty</source>
      <comment>one: +{count} point: {who}'s payoff pile is empty</comment>
      <translation>
        <numerusform>+{count} punto: la pila personal de {who} está vacía</numerusform>
        <numerusform>+{count} puntos: la pila personal de {who} está vacía</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>+{count} points: the fewest payoff cards</source>
      <comment>one: +{count} point: the fewest payoff cards</comment>
      <translation>
        <numerusform>+{count} punto: menos cartas personales</numerusform>
        <numerusform>+{count} puntos: menos cartas personales</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Notes</name>
    <message>
      <source>Looking for a good move…</source>
      <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
      <source>No hint this time: play as you see fit.</source>
      <translation>Esta vez no hay pista: juega como mejor te parezca.</translation>
    </message>
    <message>
      <source>Hints are given on your turn.</source>
      <translation>Las pistas se dan en tu turno.</translation>
    </message>
    <message>
      <source>Game resumed in round {round}: your turn.</source>
      <translation>Partida reanudada en la ronda {round}: te toca.</translation>
    </message>
    <message>
      <source>Game resumed in round {round}: {who}'s turn.</source>
      <translation>Partida reanudada en la ronda {round}: le toca a {who}.</translation>
    </message>
    <message>
      <source>The hidden cards are shown once the game is over.</source>
      <translation>Las cartas ocultas se muestran cuando termina la partida.</translation>
    </message>
    <message>
      <source>The hidden cards are shown once the game is over and its deal was checked.</source>
      <translation>Las cartas ocultas se muestran cuando termina la partida y se ha comprobado su reparto.</translation>
    </message>
    <message>
      <source>Zoom {zoom}%</source>
      <translation>Zoom {zoom} %</translation>
    </message>
    <message>
      <source>Zoom {zoom}%: the cards are as large as the window allows ({shown}%)</source>
      <translation>Zoom {zoom} %: las cartas son tan grandes como permite la ventana ({shown} %)</translation>
    </message>
    <message>
      <source>{winner} wins it as if its payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles).</source>
      <translation>{winner} la gana como si su pila personal estuviera vacía ahora: +{points} (5 puntos más las cartas que quedan en las demás pilas personales).</translation>
    </message>
    <message>
      <source>{winner} wins it as if their payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles).</source>
      <translation>{winner} la gana como si su pila personal estuviera vacía ahora: +{points} (5 puntos más las cartas que quedan en las demás pilas personales).</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if its payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles), and that wins {winner} the match.</source>
      <translation>En el encuentro, {winner} la gana como si su pila personal estuviera vacía ahora: +{points} (5 puntos más las cartas que quedan en las demás pilas personales), y con eso {winner} gana el encuentro.</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if their payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles), and that wins {winner} the match.</source>
      <translation>En el encuentro, {winner} la gana como si su pila personal estuviera vacía ahora: +{points} (5 puntos más las cartas que quedan en las demás pilas personales), y con eso {winner} gana el encuentro.</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if its payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles); the match goes on with the next deal.</source>
      <translation>En el encuentro, {winner} la gana como si su pila personal estuviera vacía ahora: +{points} (5 puntos más las cartas que quedan en las demás pilas personales); el encuentro sigue con el siguiente reparto.</translation>
    </message>
    <message>
      <source>In the match, {winner} wins it as if their payoff pile were empty now: +{points} (5 points plus the cards left in the other payoff piles); the match goes on with the next deal.</source>
      <translation>En el encuentro, {winner} la gana como si su pila personal estuviera vacía ahora: +{points} (5 puntos más las cartas que quedan en las demás pilas personales); el encuentro sigue con el siguiente reparto.</translation>
    </message>
    <message numerus="yes">
      <source>{count} moves</source>
      <comment>one: {count} move</comment>
      <translation>
        <numerusform>{count} jugada</numerusform>
        <numerusform>{count} jugadas</numerusform>
      </translation>
    </message>
    <message>
      <source>Your statistics count it as a loss, and the match in play ends with it.</source>
      <translation>Tus estadísticas la cuentan como derrota, y el encuentro en curso termina con ella.</translation>
    </message>
  </context>
  <context>
    <name>Review</name>
    <message>
      <source>your payoff card {card} to centre stack {stack}</source>
      <translation>tu carta personal {card} en la pila central {stack}</translation>
    </message>
    <message>
      <source>the {card} from your hand to centre stack {stack}</source>
      <translation>el {card} de tu mano en la pila central {stack}</translation>
    </message>
    <message>
      <source>the {card} from side stack {side} to centre stack {stack}</source>
      <translation>el {card} de la pila de descarte {side} en la pila central {stack}</translation>
    </message>
    <message>
      <source>You played {plays} and placed the {card} on side stack {stack}.</source>
      <translation>Jugaste {plays} y pusiste el {card} en la pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>You played {plays}.</source>
      <translation>Jugaste {plays}.</translation>
    </message>
    <message>
      <source>You placed the {card} on side stack {stack}.</source>
      <translation>Pusiste el {card} en la pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>You ended your turn without a discard.</source>
      <translation>Terminaste tu turno sin descartar.</translation>
    </message>
    <message>
      <source>Expert would have played {plays} and placed the {card} on side stack {stack}.</source>
      <translation>Experto habría jugado {plays} y puesto el {card} en la pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>Expert would have played {plays}.</source>
      <translation>Experto habría jugado {plays}.</translation>
    </message>
    <message>
      <source>Expert would have placed the {card} on side stack {stack}.</source>
      <translation>Experto habría puesto el {card} en la pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>Expert would have ended the turn without a discard.</source>
      <translation>Experto habría terminado el turno sin descartar.</translation>
    </message>
    <message>
      <source>Expert would have done the same.</source>
      <translation>Experto habría hecho lo mismo.</translation>
    </message>
    <message>
      <source>Then your next payoff card turned up.</source>
      <translation>Luego se destapó tu siguiente carta personal.</translation>
    </message>
    <message>
      <source>Then your hand was empty and you drew new cards.</source>
      <translation>Luego tu mano quedó vacía y robaste cartas nuevas.</translation>
    </message>
    <message>
      <source>Turn {turn}: {words} Your chance to win: {before} before the turn, {after} after it, {best} after Expert's.</source>
      <translation>Turno {turn}: {words} Tu probabilidad de ganar: {before} antes del turno, {after} después, {best} tras el de Experto.</translation>
    </message>
    <message>
      <source>Every turn you played was as good as Expert's.</source>
      <translation>Cada uno de tus turnos fue tan bueno como el de Experto.</translation>
    </message>
    <message>
      <source>{number}%</source>
      <translation>{number} %</translation>
    </message>
    <message>
      <source>best</source>
      <translation>la mejor</translation>
    </message>
    <message>
      <source>good</source>
      <translation>buena</translation>
    </message>
    <message>
      <source>inaccuracy</source>
      <translation>imprecisión</translation>
    </message>
    <message>
      <source>mistake</source>
      <translation>error</translation>
    </message>
    <message>
      <source>blunder</source>
      <translation>error grave</translation>
    </message>
  </context>
  <context>
    <name>Rules</name>
    <message>
      <source>{players} players need more cards: the deal takes {dealt} of the {total} cards and leaves only {stock} in the stock. Use {decks} decks or smaller payoff piles.</source>
      <translation>{players} jugadores necesitan más cartas: el reparto se lleva {dealt} de las {total} cartas y deja solo {stock} en el mazo. Usa {decks} barajas o pilas personales más pequeñas.</translation>
    </message>
    <message>
      <source>Spite and Malice is played by 2, 3 or 4 players.</source>
      <translation>Spite and Malice se juega entre 2, 3 o 4 jugadores.</translation>
    </message>
    <message>
      <source>These rules can't make a game.</source>
      <translation>Con estas reglas no se puede jugar.</translation>
    </message>
    <message>
      <source>These rules can't deal for {players} players: {why}</source>
      <translation>Con estas reglas no se puede repartir para {players} jugadores: {why}</translation>
    </message>
    <message>
      <source>Your saved rules could not be used: {why} The game uses the {preset} rules instead.</source>
      <translation>Tus reglas guardadas no se pudieron usar: {why} La partida usa en su lugar las reglas «{preset}».</translation>
    </message>
    <message>
      <source>They are not a set of named options.</source>
      <translation>No son una lista de opciones con nombre.</translation>
    </message>
    <message>
      <source>Their preset has no name.</source>
      <translation>Su modalidad no tiene nombre.</translation>
    </message>
    <message>
      <source>There is no preset called “{name}”.</source>
      <translation>No hay ninguna modalidad llamada «{name}».</translation>
    </message>
    <message numerus="yes">
      <source>The turn limit is always {count} turns each.</source>
      <comment>one: The turn limit is always {count} turn each.</comment>
      <translation>
        <numerusform>El límite es siempre de {count} turno por jugador.</numerusform>
        <numerusform>El límite es siempre de {count} turnos por jugador.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{players} players need more cards than the decks chosen hold, so the game uses {count} decks.</source>
      <comment>one: {players} players need more cards than the decks chosen hold, so the game uses {count} deck.</comment>
      <translation>
        <numerusform>{players} jugadores necesitan más cartas de las que tienen las barajas elegidas: la partida usa {count} baraja.</numerusform>
        <numerusform>{players} jugadores necesitan más cartas de las que tienen las barajas elegidas: la partida usa {count} barajas.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Turn summaries</name>
    <message>
      <source>{who} played {plays} and discarded the {card} on its side stack {stack}.</source>
      <translation>{who} jugó {plays} y descartó el {card} en su pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>{who} played {plays}, then discarded the {card} on its side stack {stack}.</source>
      <translation>{who} jugó {plays} y después descartó el {card} en su pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>{who} played {plays} and discarded the {card} on their side stack {stack}.</source>
      <translation>{who} jugó {plays} y descartó el {card} en su pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>{who} played {plays}, then discarded the {card} on their side stack {stack}.</source>
      <translation>{who} jugó {plays} y después descartó el {card} en su pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>{who} played nothing to the centre and discarded the {card} on its side stack {stack}.</source>
      <translation>{who} no jugó nada al centro y descartó el {card} en su pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>{who} played nothing to the centre and discarded the {card} on their side stack {stack}.</source>
      <translation>{who} no jugó nada al centro y descartó el {card} en su pila de descarte {stack}.</translation>
    </message>
    <message>
      <source>{who} played {plays}.</source>
      <translation>{who} jugó {plays}.</translation>
    </message>
    <message>
      <source>{who} played nothing to the centre.</source>
      <translation>{who} no jugó nada al centro.</translation>
    </message>
    <message>
      <source>Centre stack {stack} is complete and cleared.</source>
      <translation>La pila central {stack} está completa y se retira.</translation>
    </message>
    <message>
      <source>Its payoff card is now the {card}.</source>
      <translation>Su carta personal es ahora el {card}.</translation>
    </message>
    <message>
      <source>Their payoff card is now the {card}.</source>
      <translation>Su carta personal es ahora el {card}.</translation>
    </message>
    <message>
      <source>{cards} on centre stack {stack}</source>
      <translation>{cards} en la pila central {stack}</translation>
    </message>
    <message>
      <source>a wild {card} as {rank}</source>
      <translation>un {card} comodín como {rank}</translation>
    </message>
    <message>
      <source>the {card} from its hand</source>
      <translation>el {card} de su mano</translation>
    </message>
    <message>
      <source>the {card} as {rank} from its hand</source>
      <translation>el {card} como {rank} de su mano</translation>
    </message>
    <message>
      <source>the {card} from their hand</source>
      <translation>el {card} de su mano</translation>
    </message>
    <message>
      <source>the {card} as {rank} from their hand</source>
      <translation>el {card} como {rank} de su mano</translation>
    </message>
    <message>
      <source>the {card} from its side stack {side}</source>
      <translation>el {card} de su pila de descarte {side}</translation>
    </message>
    <message>
      <source>the {card} as {rank} from its side stack {side}</source>
      <translation>el {card} como {rank} de su pila de descarte {side}</translation>
    </message>
    <message>
      <source>the {card} from their side stack {side}</source>
      <translation>el {card} de su pila de descarte {side}</translation>
    </message>
    <message>
      <source>the {card} as {rank} from their side stack {side}</source>
      <translation>el {card} como {rank} de su pila de descarte {side}</translation>
    </message>
    <message>
      <source>the {card} from its payoff pile</source>
      <translation>el {card} de su pila personal</translation>
    </message>
    <message>
      <source>the {card} as {rank} from its payoff pile</source>
      <translation>el {card} como {rank} de su pila personal</translation>
    </message>
    <message>
      <source>the {card} from their payoff pile</source>
      <translation>el {card} de su pila personal</translation>
    </message>
    <message>
      <source>the {card} as {rank} from their payoff pile</source>
      <translation>el {card} como {rank} de su pila personal</translation>
    </message>
  </context>
</TS>
