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
