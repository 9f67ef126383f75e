<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Abandon</name>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>Abandon this game? It counts as a loss.</source>
        <translation>¿Abandonar esta partida? Cuenta como perdida.</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>&amp;Abandonar la partida</translation>
    </message>
    <message>
        <source>Restart this deal? The game in progress counts as a loss.</source>
        <translation>¿Repetir este reparto? La partida en curso cuenta como perdida.</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Repetir reparto</translation>
    </message>
    <message>
        <source>Open the saved game? The game in progress counts as a loss.</source>
        <translation>¿Abrir la partida guardada? La partida en curso cuenta como perdida.</translation>
    </message>
    <message>
        <source>&amp;Open Game</source>
        <translation>A&amp;brir partida</translation>
    </message>
    <message>
        <source>Play with friends instead? The game in progress counts as a loss.</source>
        <translation>¿Jugar con amigos? La partida en curso cuenta como perdida.</translation>
    </message>
    <message>
        <source>&amp;Leave the Table</source>
        <translation>&amp;Levantarse de la mesa</translation>
    </message>
    <message>
        <source>Leave Table</source>
        <translation>Levantarse de la mesa</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Abandonar la partida</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>Version {version}</source>
        <translation>Versión {version}</translation>
    </message>
    <message>
        <source>The competitive patience card game for two to four players: be the first to empty your payoff pile by building the centre stacks from Ace to Queen.</source>
        <translation>El solitario competitivo para dos a cuatro jugadores: sé el primero en vaciar tu pila personal subiendo las pilas centrales del As a la Reina.</translation>
    </message>
    <message>
        <source>Written in Python with Qt. The card art is the project&apos;s own.</source>
        <translation>Escrito en Python con Qt. Los dibujos de las cartas son del propio proyecto.</translation>
    </message>
    <message>
        <source>About Spite and Malice</source>
        <translation>Acerca de Spite and Malice</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>There is no game on the table.</source>
        <translation>No hay ninguna partida en la mesa.</translation>
    </message>
    <message>
        <source>The other players have not moved since your last turn.</source>
        <translation>Los demás no han jugado desde tu último turno.</translation>
    </message>
    <message>
        <source>Arrow keys move, Space picks a card up and puts it down, Enter plays it to the centre, 1 to 4 end your turn on a side stack. F1 lists every key.</source>
        <translation>Las flechas mueven, Espacio coge una carta y la deja, Intro la juega al centro, de 1 a 4 terminan tu turno en una pila de descarte. F1 muestra todas las teclas.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Te toca.</translation>
    </message>
    <message>
        <source>Nothing more that way.</source>
        <translation>No hay nada más por ahí.</translation>
    </message>
    <message>
        <source>Start of the row.</source>
        <translation>Principio de la fila.</translation>
    </message>
    <message>
        <source>End of the row.</source>
        <translation>Final de la fila.</translation>
    </message>
    <message>
        <source>Top of the table.</source>
        <translation>Parte de arriba de la mesa.</translation>
    </message>
    <message>
        <source>Bottom of the table.</source>
        <translation>Parte de abajo de la mesa.</translation>
    </message>
</context>
<context>
    <name>Captions</name>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Completas</translation>
    </message>
    <message>
        <source>Payoff</source>
        <translation>Personal</translation>
    </message>
</context>
<context>
    <name>Commentary</name>
    <message>
        <source>Your turn</source>
        <translation>Te toca</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Spite and Malice games ({pattern})</source>
        <translation>Partidas de Spite and Malice ({pattern})</translation>
    </message>
    <message>
        <source>Resume your game?</source>
        <translation>¿Continuar tu partida?</translation>
    </message>
    <message>
        <source>Resume your match?</source>
        <translation>¿Continuar tu encuentro?</translation>
    </message>
    <message>
        <source>Already Open</source>
        <translation>Ya está abierto</translation>
    </message>
    <message>
        <source>Play Without Autosave</source>
        <translation>Jugar sin guardado automático</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Save Game</source>
        <extracomment>Asks for a file: the window it belongs to, and the file proposed (Save As) or the folder to start in (Open…); the path chosen, or None if the player cancels.</extracomment>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Spite and Malice is already open ({who}).</source>
        <translation>Spite and Malice ya está abierto ({who}).</translation>
    </message>
    <message>
        <source>Spite and Malice is already open.</source>
        <translation>Spite and Malice ya está abierto.</translation>
    </message>
    <message>
        <source>Two copies would save over each other&apos;s game in progress. You can play here without autosave (this game is lost when you quit), or quit and go back to the other window.</source>
        <translation>Dos copias sobrescribirían cada una la partida en curso de la otra. Puedes jugar aquí sin guardado automático (esta partida se pierde al salir) o salir y volver a la otra ventana.</translation>
    </message>
    <message>
        <source>A new game instead abandons it: it counts as a loss.</source>
        <translation>Una partida nueva la abandona: cuenta como perdida.</translation>
    </message>
    <message>
        <source>New Game deals a new game instead.</source>
        <translation>«Nueva partida» reparte una partida nueva en su lugar.</translation>
    </message>
    <message>
        <source>Resuming leaves out {options} from the command line, for a new game.</source>
        <translation>Al continuar se omite {options} de la línea de órdenes, que queda para una partida nueva.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Abandon It</source>
        <translation>&amp;Abandonarla</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>{file} already exists. Do you want to replace it?</source>
        <translation>{file} ya existe. ¿Quieres reemplazarlo?</translation>
    </message>
    <message>
        <source>A game with friends can&apos;t be saved in a file: the host&apos;s program keeps the table until the game is over.</source>
        <translation>Una partida con amigos no se puede guardar en un archivo: el programa del anfitrión guarda la mesa hasta que termina la partida.</translation>
    </message>
    <message>
        <source>There is no game in progress to save.</source>
        <translation>No hay ninguna partida en curso que guardar.</translation>
    </message>
    <message>
        <source>Game saved as {file}.</source>
        <translation>Partida guardada como {file}.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <extracomment>What a file&apos;s name may not hold on some system (Windows is the strictest).</extracomment>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <source>Deal #{deal} is waiting in round {round}: your turn.</source>
        <translation>El reparto n.º {deal} espera en la ronda {round}: te toca.</translation>
    </message>
    <message>
        <source>Deal #{deal} is waiting in round {round}: {name}&apos;s turn.</source>
        <translation>El reparto n.º {deal} espera en la ronda {round}: le toca a {name}.</translation>
    </message>
    <message numerus="yes">
        <source>Your match to {target} points has %n game(s) played.</source>
        <translation>
            <numerusform>Tu encuentro a {target} puntos lleva %n partida jugada.</numerusform>
            <numerusform>Tu encuentro a {target} puntos lleva %n partidas jugadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Friends</name>
    <message>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>1 minute a turn</source>
        <translation>1 minuto por turno</translation>
    </message>
    <message>
        <source>2 minutes a turn</source>
        <translation>2 minutos por turno</translation>
    </message>
    <message>
        <source>5 minutes a turn</source>
        <translation>5 minutos por turno</translation>
    </message>
    <message>
        <source>Single games</source>
        <translation>Partidas sueltas</translation>
    </message>
    <message>
        <source>First to 25 points</source>
        <translation>El primero que llegue a 25 puntos</translation>
    </message>
    <message>
        <source>First to 50 points</source>
        <translation>El primero que llegue a 50 puntos</translation>
    </message>
    <message>
        <source>First to 100 points</source>
        <translation>El primero que llegue a 100 puntos</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Buscando mesas en esta red…</translation>
    </message>
    <message>
        <source>Play with Friends</source>
        <translation>Jugar con amigos</translation>
    </message>
    <message>
        <source>the name your friends see</source>
        <translation>el nombre que ven tus amigos</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>&amp;Host a Table</source>
        <translation>&amp;Abrir una mesa</translation>
    </message>
    <message>
        <source>&amp;Join a Table</source>
        <translation>&amp;Unirse a una mesa</translation>
    </message>
    <message>
        <source>Your rules ({rules})</source>
        <translation>Tus reglas ({rules})</translation>
    </message>
    <message>
        <source>Your rules are the ones set in Preferences → Rules.</source>
        <translation>Tus reglas son las de Preferencias → Reglas.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Encuentro:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <source>After this long a computer plays the rest of the turn, yours too: nobody holds the table up by stepping away.</source>
        <translation>Pasado este tiempo, el ordenador juega el resto del turno, también el tuyo: nadie detiene la mesa por ausentarse.</translation>
    </message>
    <message>
        <source>&amp;Turn time:</source>
        <translation>&amp;Tiempo por turno:</translation>
    </message>
    <message>
        <source>Seats, in turn order</source>
        <translation>Puestos, en orden de juego</translation>
    </message>
    <message>
        <source>Seat 1:</source>
        <translation>Puesto 1:</translation>
    </message>
    <message>
        <source>You, at this computer</source>
        <translation>Tú, en este ordenador</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Un amigo</translation>
    </message>
    <message>
        <source>A computer</source>
        <translation>El ordenador</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Puesto {number}:</translation>
    </message>
    <message>
        <source>When a friend drops out</source>
        <translation>Cuando un amigo se desconecta</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>their seat waits</source>
        <translation>su puesto lo espera</translation>
    </message>
    <message>
        <source>for them, then a computer plays at</source>
        <translation>y luego juega el ordenador en nivel</translation>
    </message>
    <message>
        <source>How friends come in</source>
        <translation>Cómo entran los amigos</translation>
    </message>
    <message>
        <source>On this &amp;network: friends find the table in their list or type your address, at port</source>
        <translation>En esta &amp;red: tus amigos ven la mesa en su lista o escriben tu dirección, puerto</translation>
    </message>
    <message>
        <source>Over the &amp;internet: an invite code for each friend</source>
        <translation>Por &amp;Internet: un código de invitación para cada amigo</translation>
    </message>
    <message>
        <source>with the table&apos;s &amp;PIN (shown once it is open)</source>
        <translation>con el &amp;PIN de la mesa (se muestra al abrirla)</translation>
    </message>
    <message>
        <source>when I &amp;let them in, one by one</source>
        <translation>cuando yo los &amp;deje entrar, uno a uno</translation>
    </message>
    <message>
        <source>New friends on this network sit down:</source>
        <translation>Los amigos nuevos en esta red se sientan:</translation>
    </message>
    <message>
        <source>&amp;Open the Table</source>
        <translation>&amp;Abrir la mesa</translation>
    </message>
    <message>
        <source>Choose at least one friend&apos;s seat and one way in.</source>
        <translation>Elige al menos un puesto para un amigo y una forma de entrar.</translation>
    </message>
    <message>
        <source>Invite code {code} copied: paste it into a message to your friend.</source>
        <translation>Código de invitación {code} copiado: pégalo en un mensaje a tu amigo.</translation>
    </message>
    <message>
        <source>The game is dealt as soon as every friend has sat down. Deal Now starts without waiting: a computer plays each empty seat until a friend takes it.</source>
        <translation>Se reparte en cuanto todos los amigos se han sentado. «Repartir ya» empieza sin esperar: el ordenador juega cada puesto libre hasta que lo ocupe un amigo.</translation>
    </message>
    <message>
        <source>&amp;Deal Now</source>
        <translation>&amp;Repartir ya</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Cerrar la mesa</translation>
    </message>
    <message>
        <source>Table PIN: {pin}</source>
        <translation>PIN de la mesa: {pin}</translation>
    </message>
    <message>
        <source>Table PIN {pin}</source>
        <translation>PIN de la mesa {pin}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Huella</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Puestos libres</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Mesas en esta red</translation>
    </message>
    <message>
        <source>Join &amp;Selected Table</source>
        <translation>Unirse a la mesa &amp;elegida</translation>
    </message>
    <message>
        <source>Table PIN</source>
        <translation>PIN de la mesa</translation>
    </message>
    <message>
        <source>The six digits on the host&apos;s screen (asked for when left empty)</source>
        <translation>Los seis dígitos de la pantalla del anfitrión (se piden si lo dejas vacío)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Host&apos;s &amp;address and port:</source>
        <translation>&amp;Dirección y puerto del anfitrión:</translation>
    </message>
    <message>
        <source>Invite &amp;code:</source>
        <translation>&amp;Código de invitación:</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <source>&amp;Stop Joining</source>
        <translation>&amp;Dejar de unirse</translation>
    </message>
    <message>
        <source>needs version {version}</source>
        <translation>necesita la versión {version}</translation>
    </message>
    <message>
        <source>The table&apos;s fingerprint: the host&apos;s screen shows the same. Another fingerprint is another table.</source>
        <translation>La huella de la mesa: la pantalla del anfitrión muestra la misma. Otra huella es otra mesa.</translation>
    </message>
    <message>
        <source>This table runs version {version} of the game.</source>
        <translation>Esta mesa usa la versión {version} del juego.</translation>
    </message>
    <message>
        <source>Double-click a table to join it.</source>
        <translation>Haz doble clic en una mesa para unirte.</translation>
    </message>
    <message>
        <source>No table found yet: the list fills in as tables are opened on this network.</source>
        <translation>Todavía no hay mesas: la lista se llena a medida que se abren mesas en esta red.</translation>
    </message>
    <message>
        <source>That PIN was not the table&apos;s. </source>
        <translation>Ese no era el PIN de la mesa. </translation>
    </message>
    <message>
        <source>{where} asks for its PIN: type the six digits shown on the host&apos;s screen.</source>
        <translation>{where} pide su PIN: escribe los seis dígitos de la pantalla del anfitrión.</translation>
    </message>
    <message>
        <source>Table &amp;PIN:</source>
        <translation>&amp;PIN de la mesa:</translation>
    </message>
    <message>
        <source>The table&apos;s fingerprint is &lt;b&gt;{fingerprint}&lt;/b&gt;: the host&apos;s screen shows the same. If it does not, someone else is answering; don&apos;t type the PIN.</source>
        <translation>La huella de la mesa es &lt;b&gt;{fingerprint}&lt;/b&gt;: la pantalla del anfitrión muestra la misma. Si no, responde otra persona: no escribas el PIN.</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>Invite codes go through a mailbox server, which pairs the two programs, and a transit relay, which passes the encrypted game along when they can&apos;t reach each other directly. Every player at a table must use the same servers. The README tells how to run your own.</source>
        <extracomment>The space Qt&apos;s line edit keeps on each side of its text, inside its frame.</extracomment>
        <translation>Los códigos de invitación pasan por un servidor de buzón, que empareja los dos programas, y por un relé de tránsito, que lleva la partida cifrada cuando no pueden conectarse directamente. Todos los jugadores de una mesa deben usar los mismos servidores. El README explica cómo tener los tuyos.</translation>
    </message>
    <message>
        <source>Always go through the &amp;relay (never connect directly)</source>
        <translation>Pasar siempre por el &amp;relé (nunca conectar directamente)</translation>
    </message>
    <message>
        <source>Your address is then never given to the other program; the game may be a little slower.</source>
        <translation>Así tu dirección nunca se da al otro programa; el juego puede ir algo más lento.</translation>
    </message>
    <message>
        <source>Use the &amp;Public Servers</source>
        <translation>Usar los servidores &amp;públicos</translation>
    </message>
    <message>
        <source>Your &amp;name at tables with friends:</source>
        <translation>Tu &amp;nombre en mesas con amigos:</translation>
    </message>
    <message>
        <source>Servers for invite codes</source>
        <translation>Servidores para códigos de invitación</translation>
    </message>
    <message>
        <source>&amp;Mailbox server:</source>
        <translation>Servidor de &amp;buzón:</translation>
    </message>
    <message>
        <source>&amp;Transit relay:</source>
        <translation>Relé de &amp;tránsito:</translation>
    </message>
    <message>
        <source>Check the servers: {why}.</source>
        <translation>Revisa los servidores: {why}.</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Payoff cards left</source>
        <translation>Cartas en la pila personal</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Esta partida</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Show &amp;Hidden Cards…</source>
        <translation>Ver las cartas &amp;ocultas…</translation>
    </message>
    <message>
        <source>Every card nobody could see: the stock, the other hands and the payoff piles</source>
        <translation>Todas las cartas que nadie podía ver: el mazo, las otras manos y las pilas personales</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <extracomment>Where new games come from: a deal number (None: a fresh one) -&gt; the game and its seats.</extracomment>
        <translation>&amp;Jugar otra vez</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The help text is missing from this installation.</source>
        <translation>Falta el texto de ayuda en esta instalación.</translation>
    </message>
    <message>
        <source>How to Play Spite and Malice</source>
        <translation>Cómo se juega a Spite and Malice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantánea</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>New Game with &amp;Deal Number…</source>
        <translation>Nueva partida con número de &amp;reparto…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>Repe&amp;tir este reparto</translation>
    </message>
    <message>
        <source>Play with &amp;Friends…</source>
        <translation>Jugar con &amp;amigos…</translation>
    </message>
    <message>
        <source>&amp;Leave the Table</source>
        <translation>&amp;Levantarse de la mesa</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>A&amp;brir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>E&amp;stadísticas…</translation>
    </message>
    <message>
        <source>Show &amp;Hidden Cards…</source>
        <translation>Ver las cartas &amp;ocultas…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sal&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Game &amp;Log</source>
        <translation>&amp;Registro de la partida</translation>
    </message>
    <message>
        <source>&amp;Table Talk</source>
        <translation>&amp;Charla de la mesa</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>So&amp;und</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Re&amp;ducir</translation>
    </message>
    <message>
        <source>&amp;Normal Size</source>
        <translation>&amp;Tamaño normal</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Leer</translation>
    </message>
    <message>
        <source>The Whole &amp;Table</source>
        <translation>Toda la &amp;mesa</translation>
    </message>
    <message>
        <source>Your &amp;Cards</source>
        <translation>Tus &amp;cartas</translation>
    </message>
    <message>
        <source>The &amp;Next Player&apos;s Payoff Card</source>
        <translation>La carta personal del &amp;siguiente jugador</translation>
    </message>
    <message>
        <source>The &amp;Score</source>
        <translation>La &amp;puntuación</translation>
    </message>
    <message>
        <source>The Other Players&apos; &amp;Last Turns</source>
        <translation>Los últimos &amp;turnos de los demás</translation>
    </message>
    <message>
        <source>&amp;Repeat the Last Words</source>
        <translation>&amp;Repetir las últimas palabras</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>&amp;About Spite and Malice</source>
        <translation>&amp;Acerca de Spite and Malice</translation>
    </message>
</context>
<context>
    <name>Names</name>
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
    <message>
        <source>Classic</source>
        <translation>Clásica</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Tradicional</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familiar</translation>
    </message>
    <message>
        <source>Jokers to King</source>
        <translation>Comodines hasta el Rey</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizada</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Custom</source>
        <translation>Personalizada</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Partida suelta</translation>
    </message>
    <message>
        <source>First to 25 points</source>
        <translation>El primero que llegue a 25 puntos</translation>
    </message>
    <message>
        <source>First to 50 points</source>
        <translation>El primero que llegue a 50 puntos</translation>
    </message>
    <message>
        <source>First to 100 points</source>
        <translation>El primero que llegue a 100 puntos</translation>
    </message>
    <message>
        <source>At the end of the turn</source>
        <translation>Al final del turno</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Cuando se acaba el mazo</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Reyes</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5 cartas</translation>
    </message>
    <message>
        <source>6 cards (Misery)</source>
        <translation>6 cartas (Misery)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Midnight</source>
        <translation>Medianoche</translation>
    </message>
    <message>
        <source>Tartan</source>
        <translation>Escocés</translation>
    </message>
    <message>
        <source>Waves</source>
        <translation>Olas</translation>
    </message>
    <message>
        <source>Plum</source>
        <translation>Ciruela</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Letra grande</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Tapete verde</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Tapete azul</translation>
    </message>
    <message>
        <source>Burgundy felt</source>
        <translation>Tapete granate</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>The felts leave the dialogs in your desktop&apos;s colours. Dark: a dim cloth, the whole window dark. High contrast: a black table and window with white outlines and yellow highlights.</source>
        <translation>Con los tapetes, los diálogos conservan los colores de tu escritorio. Oscuro: un paño apagado y toda la ventana oscura. Alto contraste: mesa y ventana negras con contornos blancos y resaltes amarillos.</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>&amp;Reproducir sonidos</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumen:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>&amp;Try</source>
        <translation>&amp;Probar</translation>
    </message>
    <message>
        <source>Play the &quot;your turn&quot; chime at this volume.</source>
        <translation>Reproducir el aviso «Te toca» a este volumen.</translation>
    </message>
    <message>
        <source>&quot;&amp;Your turn&quot; chime</source>
        <translation>Aviso «&amp;Te toca»</translation>
    </message>
    <message>
        <source>The chime rings when the turn comes back to you from a friend or from another person at this computer, and whenever the game is in the background.</source>
        <translation>El aviso suena cuando vuelve a ser tu turno después de un amigo o de otra persona en este ordenador, y siempre que el juego está en segundo plano.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Pantalla</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>Friends</source>
        <translation>Amigos</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Modalidad:</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> cartas</translation>
    </message>
    <message>
        <source>One deck per player (at least the preset&apos;s) unless you choose another number.</source>
        <translation>Una baraja por jugador (al menos las de la modalidad), salvo que elijas otro número.</translation>
    </message>
    <message>
        <source>Wild card may start a stack</source>
        <translation>Un comodín puede empezar una pila</translation>
    </message>
    <message>
        <source>Deal side stacks at start</source>
        <translation>Repartir las pilas de descarte al empezar</translation>
    </message>
    <message>
        <source>Aces must be played</source>
        <translation>Hay que jugar los Ases</translation>
    </message>
    <message>
        <source>No discarding Aces</source>
        <translation>No se descartan Ases</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Pa&amp;yoff pile size:</source>
        <translation>Tamaño de la pila &amp;personal:</translation>
    </message>
    <message>
        <source>&amp;Centre stacks:</source>
        <translation>Pilas &amp;centrales:</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>&amp;Barajas:</translation>
    </message>
    <message>
        <source>&amp;Hand size:</source>
        <translation>Cartas en la &amp;mano:</translation>
    </message>
    <message>
        <source>&amp;Wild cards:</source>
        <translation>C&amp;omodines:</translation>
    </message>
    <message>
        <source>Reshu&amp;ffle completed cards:</source>
        <translation>Volver a &amp;barajar las pilas completas:</translation>
    </message>
    <message>
        <source>Rule changes apply from the next game.</source>
        <translation>Los cambios de reglas se aplican desde la próxima partida.</translation>
    </message>
    <message>
        <source>Number of p&amp;layers:</source>
        <translation>Número de &amp;jugadores:</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Encuentro:</translation>
    </message>
    <message>
        <source>Seats, in turn order</source>
        <translation>Puestos, en orden de juego</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Puesto {number}:</translation>
    </message>
    <message>
        <source>You, at this computer</source>
        <translation>Tú, en este ordenador</translation>
    </message>
    <message>
        <source>People take turns at this computer: a cover hides the hands between their turns. Alone with the computers you are &quot;You&quot;; names are for games with other people.</source>
        <translation>Varias personas se turnan en este ordenador: una cortina tapa las manos entre sus turnos. Solo contra el ordenador eres «Tú»; los nombres son para partidas con otras personas.</translation>
    </message>
    <message>
        <source>Card back: {name}</source>
        <translation>Reverso: {name}</translation>
    </message>
    <message>
        <source>Draw wild Kings as jokers</source>
        <translation>Dibujar los Reyes comodín como comodines</translation>
    </message>
    <message>
        <source>Highlight where a card may go</source>
        <translation>Resaltar dónde puede ir una carta</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Felt green</source>
        <translation>Verde tapete</translation>
    </message>
    <message>
        <source>Large print: big ranks and suits in the corners and one plain suit in the middle, read at a glance.</source>
        <translation>Letra grande: valores y palos grandes en las esquinas y un solo palo en el centro, para leerlos de un vistazo.</translation>
    </message>
    <message>
        <source>Four-colour suits (clubs green, diamonds blue)</source>
        <translation>Palos de cuatro colores (tréboles verdes, diamantes azules)</translation>
    </message>
    <message>
        <source>Still the cards when the desktop asks for reduced motion</source>
        <translation>No animar las cartas cuando el escritorio pide menos movimiento</translation>
    </message>
    <message>
        <source>While your desktop&apos;s &quot;reduce motion&quot; setting is on, the cards move at once, as at the Instant speed.</source>
        <translation>Mientras el ajuste «reducir movimiento» de tu escritorio esté activo, las cartas se colocan al instante, como con la velocidad Instantánea.</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>&amp;Color de la mesa:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Reverso:</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>&amp;Anverso de las cartas:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Velocidad de &amp;animación:</translation>
    </message>
    <message>
        <source>How the game&apos;s words reach your screen reader. Automatic: its announcements where it listens for them (Orca 46 and later, Windows, macOS), else the focused pile or card (Orca 42 to 45).</source>
        <translation>Cómo llegan los textos del juego a tu lector de pantalla. Automático: por sus anuncios donde los escucha (Orca 46 y posteriores, Windows, macOS); si no, por la pila o la carta con el foco (Orca 42 a 45).</translation>
    </message>
    <message>
        <source>Short: the ranks on each centre stack</source>
        <translation>Breve: los valores de cada pila central</translation>
    </message>
    <message>
        <source>Full: every card and where it came from</source>
        <translation>Completo: cada carta y de dónde vino</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Applies from the next start.</source>
        <translation>Se aplica desde el próximo inicio.</translation>
    </message>
    <message>
        <source>(from the next start)</source>
        <translation>(desde el próximo inicio)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>S&amp;peech:</source>
        <translation>&amp;Voz:</translation>
    </message>
    <message>
        <source>Other players&apos; t&amp;urns:</source>
        <translation>&amp;Turnos de los demás:</translation>
    </message>
    <message>
        <source>Jokers may always start a stack.</source>
        <translation>Los comodines siempre pueden empezar una pila.</translation>
    </message>
    <message>
        <source>A wild card may stand for an Ace on an empty centre stack.</source>
        <translation>Un comodín puede valer como As en una pila central vacía.</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Color de la mesa</translation>
    </message>
    <message>
        <source>Table colour {colour}</source>
        <translation>Color de la mesa {colour}</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Screen reader announcements (NVDA, Narrator, VoiceOver, Orca 46 and later)</source>
        <translation>Anuncios del lector de pantalla (NVDA, Narrador, VoiceOver, Orca 46 y posteriores)</translation>
    </message>
    <message>
        <source>The focused pile or card (Orca 42 to 45, and later)</source>
        <translation>La pila o la carta con el foco (Orca 42 a 45, y posteriores)</translation>
    </message>
    <message>
        <source>Speech Dispatcher: the game speaks by itself (Linux)</source>
        <translation>Speech Dispatcher: el juego habla por sí mismo (Linux)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Preview of the table and the cards</source>
        <translation>Vista previa de la mesa y las cartas</translation>
    </message>
    <message>
        <source>The new rules apply from the next game.</source>
        <translation>Las nuevas reglas se aplican desde la próxima partida.</translation>
    </message>
    <message>
        <source>The game follows the system&apos;s language from its next start.</source>
        <translation>Desde el próximo inicio, el juego seguirá el idioma del sistema.</translation>
    </message>
    <message>
        <source>The game speaks {language} from its next start.</source>
        <translation>Idioma desde el próximo inicio: {language}.</translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message numerus="yes">
        <source>Stock (%n card(s), top first)</source>
        <translation>
            <numerusform>Mazo (%n carta, la de arriba primero)</numerusform>
            <numerusform>Mazo (%n cartas, la de arriba primero)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Completed pile (%n card(s), top first)</source>
        <translation>
            <numerusform>Pilas completas (%n carta, la de arriba primero)</numerusform>
            <numerusform>Pilas completas (%n cartas, la de arriba primero)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand (%n card(s))</source>
        <translation>
            <numerusform>Mano de {name} (%n carta)</numerusform>
            <numerusform>Mano de {name} (%n cartas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your payoff pile (%n card(s), top first)</source>
        <translation>
            <numerusform>Tu pila personal (%n carta, la de arriba primero)</numerusform>
            <numerusform>Tu pila personal (%n cartas, la de arriba primero)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s payoff pile (%n card(s), top first)</source>
        <translation>
            <numerusform>Pila personal de {name} (%n carta, la de arriba primero)</numerusform>
            <numerusform>Pila personal de {name} (%n cartas, la de arriba primero)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock (%n card(s), first drawn first)</source>
        <translation>
            <numerusform>Mazo (%n carta, en el orden de robo)</numerusform>
            <numerusform>Mazo (%n cartas, en el orden de robo)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s first hand</source>
        <translation>Primera mano de {name}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source>Check the cards</source>
        <translation>Comprobar las cartas</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partida sigue.</translation>
    </message>
    <message>
        <source>These are all the cards that stayed hidden, so you can check that nobody saw more than they should. Deal #{deal} deals the same cards again.</source>
        <translation>Estas son todas las cartas que quedaron ocultas: así puedes comprobar que nadie vio más de lo debido. El reparto n.º {deal} vuelve a dar las mismas cartas.</translation>
    </message>
    <message>
        <source>When the game ended</source>
        <translation>Al terminar la partida</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Como se repartieron</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>New Game with Deal Number</source>
        <translation>Nueva partida con número de reparto</translation>
    </message>
    <message>
        <source>Deal number (0 to {most}). The same number deals the same cards,
so you can replay a deal or share it.</source>
        <translation>Número de reparto (0 a {most}). El mismo número reparte las mismas cartas,
así puedes repetir un reparto o compartirlo.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>(no name)</source>
        <extracomment>How many games the list reads at a time, as it scrolls (a screenful and more).</extracomment>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Todavía no hay partidas terminadas.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Racha de victorias actual</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Mejor racha de victorias</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Payoff cards left (average)</source>
        <translation>Cartas que quedaron en la pila personal (media)</translation>
    </message>
    <message numerus="yes">
        <source>{lost} (%n abandoned)</source>
        <translation>
            <numerusform>{lost} (%n abandonada)</numerusform>
            <numerusform>{lost} (%n abandonadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded game(s) could not be read and are left out. Reset statistics… removes them with the rest.</source>
        <translation>
            <numerusform>%n partida guardada no se pudo leer y no se cuenta. «Reiniciar estadísticas…» la borra con el resto.</numerusform>
            <numerusform>%n partidas guardadas no se pudieron leer y no se cuentan. «Reiniciar estadísticas…» las borra con el resto.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} (friend)</source>
        <translation>{name} (amigo)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Todos los niveles</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Niveles mezclados</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Todas las reglas</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>The computers only</source>
        <translation>Solo contra el ordenador</translation>
    </message>
    <message>
        <source>Other people too</source>
        <translation>También con otras personas</translation>
    </message>
    <message>
        <source>Friends over the network</source>
        <translation>Amigos en red</translation>
    </message>
    <message>
        <source>Any friend</source>
        <translation>Cualquier amigo</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>Played &amp;with:</source>
        <translation>Jugado &amp;con:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Nivel del ordenador:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totales</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>Games, the latest first</source>
        <translation>Partidas, las más recientes primero</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Reiniciar estadísticas…</translation>
    </message>
    <message>
        <source>Reading the games you have played: {count} so far…</source>
        <translation>Leyendo tus partidas: {count} hasta ahora…</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reiniciar estadísticas</translation>
    </message>
    <message>
        <source>Forget every finished game and start your statistics afresh?
This cannot be undone.</source>
        <translation>¿Olvidar todas las partidas terminadas y empezar las estadísticas de cero?
No se puede deshacer.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
    </message>
</context>
<context>
    <name>TableTalk</name>
    <message>
        <source> (you)</source>
        <translation> (tú)</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Quitar…</translation>
    </message>
    <message>
        <source>Remove {name} from the table: a computer plays the seat, and their program can&apos;t sit here again.</source>
        <translation>Quitar a {name} de la mesa: el ordenador juega su puesto y su programa no podrá volver a sentarse aquí.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Quitar a {name}</translation>
    </message>
    <message>
        <source>Invite code for {name}</source>
        <translation>Código de invitación para {name}</translation>
    </message>
    <message>
        <source>Read this code out to a friend, or send it: they type it into Join a Table.</source>
        <translation>Lee este código a un amigo o envíaselo: lo escribe en «Unirse a una mesa».</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy {code}</source>
        <translation>Copiar {code}</translation>
    </message>
    <message>
        <source>Table Talk</source>
        <translation>Charla de la mesa</translation>
    </message>
    <message>
        <source>Invite code {code} copied.</source>
        <translation>Código de invitación {code} copiado.</translation>
    </message>
    <message>
        <source>Say “{words}”</source>
        <translation>Decir «{words}»</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Di algo…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>&amp;Deal Now</source>
        <translation>&amp;Repartir ya</translation>
    </message>
    <message>
        <source>Start without waiting: a computer plays each empty seat until a friend takes it.</source>
        <translation>Empezar sin esperar: el ordenador juega cada puesto libre hasta que lo ocupe un amigo.</translation>
    </message>
    <message>
        <source>Leave the Table</source>
        <translation>Levantarse de la mesa</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Deal #{number}</source>
        <translation>Reparto n.º {number}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Game Log</source>
        <translation>Registro de la partida</translation>
    </message>
</context>
</TS>
