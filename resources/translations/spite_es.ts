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
    <name>CardCounter</name>
    <message>
        <source>Hidden until the next player is at the screen.</source>
        <translation>Oculto hasta que el siguiente jugador esté ante la pantalla.</translation>
    </message>
    <message>
        <source>Cards {name} has not seen</source>
        <translation>Cartas que {name} no ha visto</translation>
    </message>
    <message>
        <source>Cards you have not seen</source>
        <translation>Cartas que no has visto</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>of {total}</source>
        <translation>de {total}</translation>
    </message>
    <message>
        <source>{rank}: {unseen} of {total} not seen</source>
        <translation>{rank}: {unseen} de {total} sin ver</translation>
    </message>
    <message>
        <source>Card Counter</source>
        <translation>Contador de cartas</translation>
    </message>
    <message>
        <source>{unseen} of {total} cards not seen, in the stock, the other hands, under the payoff cards and in the completed pile.</source>
        <translation>{unseen} de {total} cartas sin ver: en el mazo, en las otras manos, bajo la carta de arriba de las pilas personales y entre las cartas completas.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>No hay ninguna partida en la mesa.</translation>
    </message>
</context>
<context>
    <name>Command line</name>
    <message>
        <source>Spite and Malice, the card game</source>
        <translation>Spite and Malice, el juego de cartas</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>mostrar esta ayuda y salir</translation>
    </message>
    <message>
        <source>the deal number to play (0 to {highest})</source>
        <translation>el número de la partida que se reparte (0 a {highest})</translation>
    </message>
    <message>
        <source>the rules: {presets} (default: your preferences)</source>
        <translation>las reglas: {presets} (por defecto: tus preferencias)</translation>
    </message>
    <message>
        <source>players at the table, you included (default: your preferences)</source>
        <translation>jugadores en la mesa, tú incluido (por defecto: tus preferencias)</translation>
    </message>
    <message>
        <source>people taking turns at this computer, in the first seats (named in your preferences, else Player 1, Player 2 …); the other seats are computers</source>
        <translation>personas que se turnan en este ordenador, en los primeros asientos (con los nombres de tus preferencias, si no Jugador 1, Jugador 2 …); en los demás asientos juegan ordenadores</translation>
    </message>
    <message>
        <source>how well the computers play: {levels} (default: your preferences)</source>
        <translation>lo bien que juegan los ordenadores: {levels} (por defecto: tus preferencias)</translation>
    </message>
    <message>
        <source>animation speed (default: your preferences)</source>
        <translation>velocidad de las animaciones (por defecto: tus preferencias)</translation>
    </message>
    <message>
        <source>open Play with Friends at start</source>
        <translation>abrir «Jugar con amigos» al empezar</translation>
    </message>
    <message>
        <source>join a friend&apos;s table at start: an invite code (like 7-guitarist-revenge) or the host&apos;s address and port</source>
        <translation>unirse al empezar a la mesa de un amigo: un código de invitación (como 7-guitarist-revenge) o la dirección y el puerto del anfitrión</translation>
    </message>
    <message>
        <source>render the table for the deal to a PNG file and exit</source>
        <translation>guardar la mesa de la partida en un archivo PNG y salir</translation>
    </message>
    <message>
        <source>{text} is not a deal number (a whole number from 0 to {highest})</source>
        <translation>{text} no es un número de reparto (un número entero de 0 a {highest})</translation>
    </message>
    <message>
        <source>there is no level {level}; choose one of {levels}</source>
        <translation>no existe el nivel {level}; elige uno de {levels}</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <extracomment>argparse&apos;s own texts a player can meet (its gettext message ids), each with ours: the same placeholders, marked for translation. What argparse says only to a programmer (a parser built wrongly) is not among them.</extracomment>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>opción %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>not a whole number: %(value)r</source>
        <translation>no es un número entero: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>valor no válido: %(value)r (elige entre %(choices)s)</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>opciones desconocidas: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un valor</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>valor %r no permitido</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s puede ser %(matches)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>faltan estos argumentos: %s</translation>
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
    <name>Daily</name>
    <message>
        <source>Practice: your result of today&apos;s deal was already counted.</source>
        <translation>Práctica: su resultado del reparto del día ya se contó.</translation>
    </message>
    <message>
        <source>Today&apos;s Deal, for practice: your result of today is already counted.</source>
        <translation>Reparto del día, para practicar: su resultado de hoy ya está contado.</translation>
    </message>
    <message>
        <source>Today&apos;s Deal: the first game you finish counts. Good luck!</source>
        <translation>Reparto del día: cuenta la primera partida que termine. ¡Buena suerte!</translation>
    </message>
    <message>
        <source>Today&apos;s Deal counted: {result}. {streak}</source>
        <translation>Reparto del día contado: {result}. {streak}</translation>
    </message>
    <message>
        <source>Today&apos;s Deal</source>
        <translation>Reparto del día</translation>
    </message>
    <message>
        <source>Deal #{deal} · {rules} rules · you against one computer</source>
        <translation>Reparto n.º {deal} · reglas {rules} · usted contra un ordenador</translation>
    </message>
    <message>
        <source>Done today: {result}. Playing this deal again is practice: it does not count.</source>
        <translation>Hecho hoy: {result}. Volver a jugar este reparto es práctica: no cuenta.</translation>
    </message>
    <message>
        <source>Your game of today&apos;s deal is on the table: the first game you finish counts.</source>
        <translation>Su partida del reparto del día está en la mesa: cuenta la primera partida que termine.</translation>
    </message>
    <message>
        <source>Not played yet today. Everybody gets the same cards today; your first finished game counts (giving up counts as a loss).</source>
        <translation>Aún no se ha jugado hoy. Hoy todos reciben las mismas cartas; cuenta su primera partida terminada (abandonar cuenta como derrota).</translation>
    </message>
    <message>
        <source>Streak: {current} · best {best}</source>
        <translation>Racha: {current} · mejor {best}</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Nivel del ordenador:</translation>
    </message>
    <message>
        <source>Play for &amp;Practice</source>
        <translation>Jugar para &amp;practicar</translation>
    </message>
    <message>
        <source>&amp;Play Today&apos;s Deal</source>
        <translation>&amp;Jugar el reparto del día</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Previous month</source>
        <extracomment>The day a cell stands for (a ``date``, or None for a cell outside the month), and its counted result (a :class:`DayResult` or None).</extracomment>
        <translation>Mes anterior</translation>
    </message>
    <message>
        <source>Previous month (Page Up)</source>
        <translation>Mes anterior (Re Pág)</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Mes siguiente</translation>
    </message>
    <message>
        <source>Next month (Page Down)</source>
        <translation>Mes siguiente (Av Pág)</translation>
    </message>
    <message>
        <source>Today&apos;s Deal, {month}</source>
        <translation>Reparto del día, {month}</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Racha actual</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Mejor racha</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Días jugados</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Días ganados</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganado</translation>
    </message>
    <message>
        <source>Lost or given up</source>
        <translation>Perdido o abandonado</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>&amp;Copy Result</source>
        <translation>&amp;Copiar resultado</translation>
    </message>
    <message>
        <source>Copy the day&apos;s result to share: no cards are given away</source>
        <translation>Copiar el resultado del día para compartirlo: no revela ninguna carta</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Rachas</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>A streak counts the days in a row on which you finished Today&apos;s Deal, won or lost; a day without it starts the streak again.</source>
        <translation>Una racha cuenta los días seguidos en que terminó el reparto del día, ganado o perdido; un día sin jugarlo la empieza de nuevo.</translation>
    </message>
    <message numerus="yes">
        <source>won in %n round(s) against {level}</source>
        <translation>
            <numerusform>ganada en %n ronda contra {level}</numerusform>
            <numerusform>ganada en %n rondas contra {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>drawn after %n round(s) against {level}</source>
        <translation>
            <numerusform>empatada tras %n ronda contra {level}</numerusform>
            <numerusform>empatada tras %n rondas contra {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>given up after %n round(s) against {level}</source>
        <translation>
            <numerusform>abandonada tras %n ronda contra {level}</numerusform>
            <numerusform>abandonada tras %n rondas contra {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lost in %n round(s) against {level}</source>
        <translation>
            <numerusform>perdida en %n ronda contra {level}</numerusform>
            <numerusform>perdida en %n rondas contra {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s).</source>
        <translation>
            <numerusform>Racha: %n día.</numerusform>
            <numerusform>Racha: %n días.</numerusform>
        </translation>
    </message>
    <message>
        <source>Spite &amp; Malice — Today&apos;s Deal {day}: {result}. {streak}</source>
        <translation>Spite &amp; Malice — Reparto del día {day}: {result}. {streak}</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>no jugado</translation>
    </message>
    <message>
        <source>{day}: {result}</source>
        <translation>{day}: {result}</translation>
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
    <message>
        <source>{first}, or {second}</source>
        <translation>{first}, o {second}</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for 1 friend: {how}.</source>
        <translation>Tu mesa está abierta. Falta un amigo: {how}.</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for 1 friend.</source>
        <translation>Tu mesa está abierta. Falta un amigo.</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for {count} friends: {how}.</source>
        <translation>Tu mesa está abierta. Faltan {count} amigos: {how}.</translation>
    </message>
    <message>
        <source>Your table is open. Waiting for {count} friends.</source>
        <translation>Tu mesa está abierta. Faltan {count} amigos.</translation>
    </message>
    <message>
        <source>&amp;Host It Again</source>
        <translation>&amp;Volver a abrirla</translation>
    </message>
    <message>
        <source>&amp;Close It</source>
        <translation>&amp;Cerrarla</translation>
    </message>
    <message>
        <source>&amp;Go Back</source>
        <translation>&amp;Volver</translation>
    </message>
    <message>
        <source>&amp;Leave It</source>
        <translation>&amp;Dejarla</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>Close the Table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <source>Your table is open again: your friends come back to their seats.</source>
        <translation>Tu mesa vuelve a estar abierta: tus amigos regresan a sus asientos.</translation>
    </message>
    <message>
        <source>waiting for a friend</source>
        <translation>esperando a un amigo</translation>
    </message>
    <message>
        <source>sat down</source>
        <translation>sentado</translation>
    </message>
    <message>
        <source>give each one their invite code</source>
        <translation>da a cada uno su código de invitación</translation>
    </message>
    <message>
        <source>friends on this network type the PIN below</source>
        <translation>los amigos de esta red escriben el PIN de abajo</translation>
    </message>
    <message>
        <source>you let each friend on this network in</source>
        <translation>tú dejas entrar a cada amigo de esta red</translation>
    </message>
    <message>
        <source>Your table&apos;s fingerprint is {key}: your friends see the same in their Join list.</source>
        <translation>La huella de tu mesa es {key}: tus amigos ven la misma en su lista «Unirse».</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Your table is not in the Join lists on this network ({why}): friends here type {where}.</source>
        <translation>Tu mesa no aparece en las listas «Unirse» de esta red ({why}): los amigos de aquí escriben {where}.</translation>
    </message>
    <message>
        <source>Friends on this network can type {where}.</source>
        <translation>Los amigos de esta red pueden escribir {where}.</translation>
    </message>
    <message>
        <source>On this network, friends find “{name}&apos;s table” in their Join list, or type {where}.</source>
        <translation>En esta red, tus amigos encuentran «Mesa de {name}» en su lista «Unirse», o escriben {where}.</translation>
    </message>
    <message>
        <source>Someone guessed at your table&apos;s PIN: it is now {pin}.</source>
        <translation>Alguien intentó adivinar el PIN de tu mesa: ahora es {pin}.</translation>
    </message>
    <message>
        <source>Let In?</source>
        <translation>¿Dejar entrar?</translation>
    </message>
    <message>
        <source>{name} wants to sit at seat {seat}.</source>
        <translation>{name} quiere sentarse en el asiento {seat}.</translation>
    </message>
    <message>
        <source>Let them in only if you know who it is: they play that seat from now on. A computer keeps the seat warm otherwise.</source>
        <translation>Déjalo entrar solo si sabes quién es: desde ahora juega ese asiento. Si no, un ordenador lo mantiene ocupado.</translation>
    </message>
    <message>
        <source>&amp;Let In</source>
        <translation>&amp;Dejar entrar</translation>
    </message>
    <message>
        <source>&amp;Turn Away</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <source>Remove Friend</source>
        <translation>Quitar al amigo</translation>
    </message>
    <message>
        <source>Remove {name} from the table?</source>
        <translation>¿Quitar a {name} de la mesa?</translation>
    </message>
    <message>
        <source>A computer plays {name}&apos;s seat from now on, and {name}&apos;s program can&apos;t sit at this table again.</source>
        <translation>Desde ahora un ordenador juega el asiento de {name}, y el programa de {name} no puede volver a sentarse en esta mesa.</translation>
    </message>
    <message>
        <source>the table of invite code {code}</source>
        <translation>la mesa del código de invitación {code}</translation>
    </message>
    <message>
        <source>Waiting for the host of {where} to let you in…</source>
        <translation>Esperando a que el anfitrión de {where} te deje entrar…</translation>
    </message>
    <message>
        <source>Joining {where}…</source>
        <translation>Uniéndose a {where}…</translation>
    </message>
    <message>
        <source>Leave the Table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>You sat down at {host}&apos;s table.</source>
        <translation>Te has sentado en la mesa de {host}.</translation>
    </message>
    <message>
        <source>The game starts when {host} deals.</source>
        <translation>La partida empieza cuando {host} reparta.</translation>
    </message>
    <message>
        <source>Could not join: {why}.</source>
        <translation>No se pudo unir: {why}.</translation>
    </message>
    <message>
        <source>You could not go back to {host}&apos;s table: {why}.</source>
        <translation>No pudiste volver a la mesa de {host}: {why}.</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Stopped joining.</source>
        <translation>Se dejó de intentar unirse.</translation>
    </message>
    <message>
        <source>Tables on this network can&apos;t be looked for ({why}): type an address or an invite code.</source>
        <translation>No se pueden buscar mesas en esta red ({why}): escribe una dirección o un código de invitación.</translation>
    </message>
    <message>
        <source>You are not at a table with friends.</source>
        <translation>No estás en una mesa con amigos.</translation>
    </message>
    <message>
        <source>Leave Table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Go back to {host}&apos;s table?</source>
        <translation>¿Volver a la mesa de {host}?</translation>
    </message>
    <message>
        <source>You were sitting at {host}&apos;s table ({where}) when the program closed, and your seat is kept for you. Go back to play on where the game stands, or leave the table for good.</source>
        <translation>Estabas sentado en la mesa de {host} ({where}) cuando se cerró el programa, y tu asiento se te guarda. Vuelve para seguir jugando donde está la partida, o deja la mesa para siempre.</translation>
    </message>
    <message>
        <source>{host}&apos;s table</source>
        <translation>la mesa de {host}</translation>
    </message>
    <message>
        <source>Going back to {host}&apos;s table…</source>
        <translation>Volviendo a la mesa de {host}…</translation>
    </message>
    <message>
        <source>If {host} has not hosted it again yet, your program goes back to it as soon as they do.</source>
        <translation>Si {host} aún no la ha vuelto a abrir, tu programa volverá en cuanto lo haga.</translation>
    </message>
    <message>
        <source>your friends</source>
        <translation>tus amigos</translation>
    </message>
    <message>
        <source>Host Again</source>
        <translation>Volver a abrir</translation>
    </message>
    <message>
        <source>Host your table with {who} again?</source>
        <translation>¿Volver a abrir tu mesa con {who}?</translation>
    </message>
    <message>
        <source>The game at your table stopped after {moves} when the program closed. Hosted again, it goes on where it stood, with the same invite codes and address; your friends&apos; programs come back to their seats by themselves.</source>
        <translation>La partida de tu mesa se detuvo tras {moves} cuando se cerró el programa. Al volver a abrirla, sigue donde estaba, con los mismos códigos de invitación y la misma dirección; los programas de tus amigos vuelven solos a sus asientos.</translation>
    </message>
    <message>
        <source>Close the table with your friends?</source>
        <translation>¿Cerrar la mesa con tus amigos?</translation>
    </message>
    <message>
        <source>Your friends are told the table is closed, and the game in progress ends here. It is not kept for later.</source>
        <translation>Se avisa a tus amigos de que la mesa está cerrada, y la partida en curso termina aquí. No se guarda para más tarde.</translation>
    </message>
    <message>
        <source>Close your table for everyone?</source>
        <translation>¿Cerrar tu mesa para todos?</translation>
    </message>
    <message>
        <source>Your friends are told that the table is kept. At your next start you can host it again where the game stands, and your friends&apos; programs come back to their seats by themselves.</source>
        <translation>Se avisa a tus amigos de que la mesa se guarda. La próxima vez que inicies el juego podrás volver a abrirla donde está la partida, y los programas de tus amigos volverán solos a sus asientos.</translation>
    </message>
    <message>
        <source>Your friends are told the table is closed.</source>
        <translation>Se avisa a tus amigos de que la mesa está cerrada.</translation>
    </message>
    <message>
        <source>You closed the table.</source>
        <translation>Has cerrado la mesa.</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>el anfitrión</translation>
    </message>
    <message>
        <source>{host}&apos;s program was closed; the table is kept. You go back to it when {host} hosts it again…</source>
        <translation>Se cerró el programa de {host}; la mesa se guarda. Volverás a ella cuando {host} la abra de nuevo…</translation>
    </message>
    <message>
        <source>Deal Check</source>
        <translation>Comprobación del reparto</translation>
    </message>
    <message>
        <source>{host}&apos;s table could not be reached for a long while. Your seat is kept: start Spite and Malice again later to go back to it.</source>
        <translation>No se pudo llegar a la mesa de {host} durante mucho tiempo. Tu asiento se guarda: vuelve a abrir Spite and Malice más tarde para volver a ella.</translation>
    </message>
    <message>
        <source>The table is closed: {why}.</source>
        <translation>La mesa está cerrada: {why}.</translation>
    </message>
    <message>
        <source>Table Closed</source>
        <translation>Mesa cerrada</translation>
    </message>
    <message>
        <source>You asked for another game: the host deals it.</source>
        <translation>Has pedido otra partida: la reparte el anfitrión.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>¿Dejar la mesa?</translation>
    </message>
    <message>
        <source>A computer plays your seat from now on; your friends&apos; game goes on.</source>
        <translation>Desde ahora un ordenador juega tu asiento; la partida de tus amigos sigue.</translation>
    </message>
    <message>
        <source>a while</source>
        <translation>un rato</translation>
    </message>
    <message>
        <source>Leave {host}&apos;s table?</source>
        <translation>¿Dejar la mesa de {host}?</translation>
    </message>
    <message>
        <source>Your seat is kept for {time}: start Spite and Malice again to go back to it. After that a computer plays for you until you come back.</source>
        <translation>Tu asiento se guarda durante {time}: vuelve a abrir Spite and Malice para regresar. Después, un ordenador juega por ti hasta que vuelvas.</translation>
    </message>
    <message>
        <source>Friends on this network can&apos;t reach the table: port {port} and the next ones are taken ({why}).</source>
        <extracomment>the turn times a host may choose (as the dialog offers them): none, or minutes why the table is not in the Join lists on this network (None: it is, or soon)</extracomment>
        <translation>Los amigos de esta red no pueden llegar a la mesa: el puerto {port} y los siguientes están ocupados ({why}).</translation>
    </message>
    <message>
        <source>The table could not be announced on this network ({why}); friends there can still type your address and port.</source>
        <translation>No se pudo anunciar la mesa en esta red ({why}); los amigos de allí aún pueden escribir tu dirección y tu puerto.</translation>
    </message>
    <message>
        <source>Invite codes can&apos;t be offered ({why}).</source>
        <translation>No se pueden ofrecer códigos de invitación ({why}).</translation>
    </message>
    <message>
        <source>The invite code could not be kept open ({why}); trying again now and then.</source>
        <extracomment>How long a host waits to try again after the mailbox server failed (it says so once) The other program&apos;s connection hints could not be read (then, in brackets, why). told the host once per outage (``why``: what the relay said), in the host&apos;s language</extracomment>
        <translation>No se pudo mantener abierto el código de invitación ({why}); se volverá a intentar de vez en cuando.</translation>
    </message>
    <message>
        <source>a mailbox server looks like ws://HOST:PORT/v1, e.g. {example}</source>
        <extracomment>what a server looks like, told when one typed is not (worded in the player&apos;s language where it is shown)</extracomment>
        <translation>un servidor de buzón tiene la forma ws://HOST:PORT/v1, p. ej. {example}</translation>
    </message>
    <message>
        <source>a transit relay looks like tcp:HOST:PORT, e.g. {example}</source>
        <translation>un relé de tránsito tiene la forma tcp:HOST:PORT, p. ej. {example}</translation>
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
        <source>&amp;Review This Game</source>
        <translation>&amp;Analizar esta partida</translation>
    </message>
    <message>
        <source>Step through the game turn by turn and see how each of your turns compares with the Expert&apos;s</source>
        <translation>Recorrer la partida turno a turno y ver cómo se compara cada uno de sus turnos con el del Experto</translation>
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
        <extracomment>The help&apos;s section on game reviews, by its English heading (every language&apos;s help has its sections in the same order).</extracomment>
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
    <name>LessonPanel</name>
    <message>
        <source>Leave the table with friends to take the lesson.</source>
        <translation>Sal de la mesa con amigos para hacer la lección.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>Would you like a short lesson?</source>
        <translation>¿Quieres una lección breve?</translation>
    </message>
    <message>
        <source>It takes a few minutes: the rules one at a time, on the table, with your own moves. Help → Learn to Play starts it at any time.</source>
        <translation>Dura unos minutos: las reglas una a una, en la mesa, con tus propias jugadas. Ayuda → Aprender a jugar la inicia en cualquier momento.</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>Aprender a &amp;jugar</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Ahora no</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <source>&amp;Play a Real Game</source>
        <translation>Jugar una &amp;partida de verdad</translation>
    </message>
    <message>
        <source>&amp;Skip Lesson</source>
        <translation>Saltar la &amp;lección</translation>
    </message>
    <message>
        <source>Return to &amp;Your Game</source>
        <translation>Volver a &amp;tu partida</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
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
        <source>Toda&amp;y&apos;s Deal…</source>
        <translation>Reparto del &amp;día…</translation>
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
        <source>&amp;Watch the Computers…</source>
        <translation>&amp;Ver jugar a los ordenadores…</translation>
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
        <source>Re&amp;view a Saved Game…</source>
        <translation>Anali&amp;zar una partida guardada…</translation>
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
        <source>&amp;Card Counter</source>
        <translation>C&amp;ontador de cartas</translation>
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
        <source>&amp;Learn to Play</source>
        <translation>Aprender a &amp;jugar</translation>
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
        <source>Speech Dispatcher could not be reached: the game speaks through your screen reader instead.</source>
        <extracomment>what the player is told when speech-dispatcher can&apos;t be reached (why is in the log: the system&apos;s words, for whoever looks into it)</extracomment>
        <translation>No se pudo contactar con Speech Dispatcher: el juego habla a través de tu lector de pantalla.</translation>
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
    <name>Rating</name>
    <message>
        <source>Rating over time</source>
        <translation>Clasificación a lo largo del tiempo</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) rated, from {first} to {last}. The rating went from {start} to {now} (highest {high} on {high_when}, lowest {low} on {low_when}). The computer levels: {levels}.</source>
        <translation>
            <numerusform>%n partida puntuada, del {first} al {last}. La clasificación pasó de {start} a {now} (máxima {high} el {high_when}, mínima {low} el {low_when}). Los niveles del ordenador: {levels}.</numerusform>
            <numerusform>%n partidas puntuadas, del {first} al {last}. La clasificación pasó de {start} a {now} (máxima {high} el {high_when}, mínima {low} el {low_when}). Los niveles del ordenador: {levels}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>no ganada</translation>
    </message>
    <message>
        <source>likely range</source>
        <translation>margen probable</translation>
    </message>
    <message>
        <source>Game {number}, {when}: {about}
Rating after it: {rating}</source>
        <translation>Partida {number}, {when}: {about}
Clasificación después: {rating}</translation>
    </message>
    <message>
        <source>another person</source>
        <translation>otra persona</translation>
    </message>
    <message>
        <source>{result} against {opponents}</source>
        <translation>{result} contra {opponents}</translation>
    </message>
    <message>
        <source>Against {level} you win about {percent} — an even game.</source>
        <translation>Contra {level} ganas aproximadamente el {percent}: una partida igualada.</translation>
    </message>
    <message>
        <source>Against {level} you win about {percent} — the nearest to an even game.</source>
        <translation>Contra {level} ganas aproximadamente el {percent}: la partida más igualada.</translation>
    </message>
    <message>
        <source>Against {level}, {name} wins about {percent} — an even game.</source>
        <translation>Contra {level}, {name} gana aproximadamente el {percent}: una partida igualada.</translation>
    </message>
    <message>
        <source>Against {level}, {name} wins about {percent} — the nearest to an even game.</source>
        <translation>Contra {level}, {name} gana aproximadamente el {percent}: la partida más igualada.</translation>
    </message>
    <message>
        <source>Rating &amp;of:</source>
        <translation>Clasificación &amp;de:</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Friends over the network</source>
        <translation>Amigos en red</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Amigo</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Probabilidad de ganar</translation>
    </message>
    <message>
        <source>No games with friends over the network yet: they are rated by name here as you play them.</source>
        <translation>Todavía no hay partidas con amigos en red: a medida que juguéis, aparecerán aquí con su clasificación por nombre.</translation>
    </message>
    <message>
        <source>The computer levels&apos; ratings that came with the game could not be read ({reason}), so no rating can be given. Installing the game again puts them back.</source>
        <translation>No se pudieron leer las clasificaciones de los niveles del ordenador incluidas con el juego ({reason}), así que no se puede dar ninguna clasificación. Al instalar de nuevo el juego se recuperan.</translation>
    </message>
    <message numerus="yes">
        <source>Likely between {low} and {high}, after %n rated game(s).</source>
        <translation>
            <numerusform>Probablemente entre {low} y {high}, tras %n partida puntuada.</numerusform>
            <numerusform>Probablemente entre {low} y {high}, tras %n partidas puntuadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>No rated game yet: every player starts here, likely between {low} and {high}. Each game against the computer or a friend tells more.</source>
        <translation>Aún no hay partidas puntuadas: todo el mundo empieza aquí, probablemente entre {low} y {high}. Cada partida contra el ordenador o un amigo dice más.</translation>
    </message>
    <message>
        <source>Chance to win a game of two: {chances}</source>
        <translation>Probabilidad de ganar una partida a dos: {chances}</translation>
    </message>
    <message>
        <source>Finish a game against the computer to see your rating here, game after game.</source>
        <translation>Termina una partida contra el ordenador para ver aquí tu clasificación, partida tras partida.</translation>
    </message>
    <message>
        <source>Ratings are points on a chess-like scale: 200 points more wins about three games in four. The computer levels&apos; ratings ({levels}) were measured in {games} games between them, each within about {doubt} points either way; your games never move them.</source>
        <translation>Las clasificaciones son puntos como en el ajedrez: 200 puntos más ganan unas tres de cada cuatro partidas. Las clasificaciones de los niveles del ordenador ({levels}) se midieron en {games} partidas entre ellos, cada una con un margen de unos {doubt} puntos; tus partidas nunca las cambian.</translation>
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
    <name>Review</name>
    <message>
        <source>Each chance to win is estimated from what you could see at that moment, never from a card you could not see: those cards are dealt at random a few hundred times, the turn is played on each deal, the next round of turns is played out quickly, and the race of the payoff piles left decides. Your turn and the Expert&apos;s are judged on the same deals. A turn&apos;s class follows from the chance it gave away against the Expert&apos;s: best (the Expert&apos;s own moves, or at most half a point), good (less than 3 points), inaccuracy (less than 8), mistake (less than 20), blunder (20 points or more). The accuracy is the average over your turns of a score from 100 (as good as the Expert) down to 0.</source>
        <translation>Cada probabilidad de ganar se estima a partir de lo que podías ver en ese momento, nunca de una carta que no podías ver: esas cartas se reparten al azar unos cientos de veces, en cada reparto se juega el turno, la siguiente ronda se simula rápidamente y la carrera de las pilas personales que quedan decide. Tu turno y el de Experto se juzgan sobre los mismos repartos. La clase de un turno se deduce de la probabilidad que cedió frente al de Experto: la mejor (las jugadas del propio Experto, o medio punto como mucho), buena (menos de 3 puntos), imprecisión (menos de 8), error (menos de 20), error grave (20 puntos o más). La precisión es la media sobre tus turnos de una nota que va de 100 (tan bueno como Experto) a 0.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>The other players&apos; cards are shown once the game is over.</source>
        <translation>Las cartas de los demás jugadores se muestran cuando termina la partida.</translation>
    </message>
    <message>
        <source>Deal #{deal} · {who} against {others}</source>
        <translation>Reparto n.º {deal} · {who} contra {others}</translation>
    </message>
    <message>
        <source>Game review, {subtitle}. The Left and Right arrow keys step a turn back and forward, Home and End go to the first and the last turn, C reads the chart.</source>
        <translation>Análisis de la partida, {subtitle}. Las flechas Izquierda y Derecha retroceden y avanzan un turno, Inicio y Fin van al primer y al último turno, C lee el gráfico.</translation>
    </message>
    <message>
        <source>Review ready. Accuracy {score}.</source>
        <translation>Análisis listo. Precisión {score}.</translation>
    </message>
    <message>
        <source>The game could not be reviewed ({why}).</source>
        <translation>No se pudo analizar la partida ({why}).</translation>
    </message>
    <message>
        <source>Review cancelled. You can still step through the game.</source>
        <translation>Análisis cancelado. Aún puede recorrer la partida turno a turno.</translation>
    </message>
    <message>
        <source>How the Chances Are Estimated</source>
        <translation>Cómo se estiman las probabilidades</translation>
    </message>
    <message>
        <source>More in the &amp;Help…</source>
        <translation>Más en la a&amp;yuda…</translation>
    </message>
    <message>
        <source>Every card shown.</source>
        <translation>Todas las cartas a la vista.</translation>
    </message>
    <message>
        <source>Only the cards you could see.</source>
        <translation>Solo las cartas que podía ver.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>El final</translation>
    </message>
    <message>
        <source>Turn {turn} of {last}</source>
        <translation>Turno {turn} de {last}</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>su turno</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>turno de {name}</translation>
    </message>
    <message>
        <source>The game was left here.</source>
        <translation>La partida se dejó aquí.</translation>
    </message>
    <message>
        <source>Turn {turn}, {whose}</source>
        <translation>Turno {turn}, {whose}</translation>
    </message>
    <message>
        <source>Chance to win: {before} before the turn, {after} after it ({best} after Expert&apos;s play).</source>
        <translation>Probabilidad de ganar: {before} antes del turno, {after} después ({best} tras la jugada del Experto).</translation>
    </message>
    <message>
        <source>Chance to win through the game</source>
        <translation>Probabilidad de ganar a lo largo de la partida</translation>
    </message>
    <message>
        <source>The chances are being worked out.</source>
        <translation>Se están calculando las probabilidades.</translation>
    </message>
    <message>
        <source>Turn {turn}: chance to win {chance}.</source>
        <translation>Turno {turn}: probabilidad de ganar {chance}.</translation>
    </message>
    <message>
        <source>Your play: {grade}.</source>
        <translation>Su jugada: {grade}.</translation>
    </message>
    <message>
        <source>Lowest {low}, highest {high}.</source>
        <translation>La más baja {low}, la más alta {high}.</translation>
    </message>
    <message>
        <source>Blunders: {blunders}. Mistakes: {mistakes}.</source>
        <translation>Errores graves: {blunders}. Errores: {mistakes}.</translation>
    </message>
    <message>
        <source>Working out the chances…</source>
        <translation>Calculando las probabilidades…</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Análisis de la partida</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>Primer turno</translation>
    </message>
    <message>
        <source>Back one turn</source>
        <translation>Un turno atrás</translation>
    </message>
    <message>
        <source>Forward one turn</source>
        <translation>Un turno adelante</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Último turno</translation>
    </message>
    <message>
        <source>Show &amp;all cards</source>
        <translation>Mostrar &amp;todas las cartas</translation>
    </message>
    <message>
        <source>Reviewing the game</source>
        <translation>Analizando la partida</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Este turno</translation>
    </message>
    <message>
        <source>Costliest turns</source>
        <translation>Turnos más costosos</translation>
    </message>
    <message>
        <source>Your turns</source>
        <translation>Sus turnos</translation>
    </message>
    <message>
        <source>How are the chances estimated?</source>
        <translation>¿Cómo se estiman las probabilidades?</translation>
    </message>
    <message>
        <source>C&amp;lose Review</source>
        <translation>Ce&amp;rrar el análisis</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Analizando… %p %</translation>
    </message>
    <message>
        <source>Accuracy {score} out of 100</source>
        <translation>Precisión {score} de 100</translation>
    </message>
    <message>
        <source>Turn {turn}  {grade}  {before} → {after}</source>
        <translation>Turno {turn}  {grade}  {before} → {after}</translation>
    </message>
    <message>
        <source>Turn {turn}: {grade}. Chance {before} before, {after} after.</source>
        <translation>Turno {turn}: {grade}. Probabilidad de {before} antes, {after} después.</translation>
    </message>
    <message>
        <source>Turn {turn} · {grade} · −{loss}</source>
        <translation>Turno {turn} · {grade} · −{loss}</translation>
    </message>
    <message>
        <source>Turn {turn}, {grade}, cost {loss}: {words}</source>
        <translation>Turno {turn}, {grade}, costó {loss}: {words}</translation>
    </message>
    <message>
        <source>No costly turns: well played.</source>
        <translation>Ningún turno costoso: bien jugado.</translation>
    </message>
    <message>
        <source>Turn {turn}, {grade}, cost {loss}.</source>
        <translation>Turno {turn}, {grade}, costó {loss}.</translation>
    </message>
    <message numerus="yes">
        <source>%n turns of yours.</source>
        <translation>
            <numerusform>%n turno suyo.</numerusform>
            <numerusform>%n turnos suyos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Análisis</translation>
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
    <name>Sound</name>
    <message>
        <source>The game is silent: no audio device could be opened.</source>
        <translation>El juego está en silencio: no se pudo abrir ningún dispositivo de audio.</translation>
    </message>
    <message>
        <source>The game is silent: its sound player (miniaudio) can&apos;t be loaded.</source>
        <translation>El juego está en silencio: no se puede cargar su reproductor de sonido (miniaudio).</translation>
    </message>
    <message>
        <source>The game is silent: the audio device stopped working.</source>
        <translation>El juego está en silencio: el dispositivo de audio dejó de funcionar.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>(no name)</source>
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
        <source>Re&amp;view Game</source>
        <translation>Anali&amp;zar la partida</translation>
    </message>
    <message>
        <source>Step through the chosen game and see how each of your turns compares with the Expert&apos;s (also a double-click or Enter on the game)</source>
        <translation>Recorrer la partida elegida y ver cómo se compara cada uno de sus turnos con el del Experto (también con doble clic o Intro sobre la partida)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
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
        <extracomment>How many games are read from the statistics at a time. A game is called even when the chance to win is within this of a half.</extracomment>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The window opens with its usual layout.</source>
        <translation>La ventana se abre con su disposición habitual.</translation>
    </message>
    <message>
        <source>Your results of Today&apos;s Deal</source>
        <translation>Tus resultados de la partida del día</translation>
    </message>
    <message>
        <source>a fresh record of your days was started</source>
        <extracomment>The time now, in the player&apos;s own zone: every date of Today&apos;s Deal comes from one (tests pass a fixed one).</extracomment>
        <translation>se ha empezado un registro nuevo de tus días</translation>
    </message>
    <message>
        <source>this version neither shows nor records Today&apos;s Deal until the newer version is used again (or until that file is moved elsewhere)</source>
        <translation>esta versión no muestra ni registra la partida del día hasta que se vuelva a usar la versión más nueva (o hasta que ese archivo se mueva a otro sitio)</translation>
    </message>
    <message>
        <source>{what} could not be saved ({why}).</source>
        <translation>No se pudo guardar: {what} ({why}).</translation>
    </message>
    <message>
        <source>it was made by a newer version of the game</source>
        <extracomment>Documents nested deeper than this are refused (ours are a handful deep).</extracomment>
        <translation>lo creó una versión más nueva del juego</translation>
    </message>
    <message>
        <source>The file</source>
        <extracomment>What a file is called where nothing better is known, and what the game does without it.</extracomment>
        <translation>El archivo</translation>
    </message>
    <message>
        <source>the game goes on without it</source>
        <translation>el juego sigue sin él</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>el archivo está dañado</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>el archivo es demasiado grande</translation>
    </message>
    <message>
        <source>Nothing was saved over &apos;{path}&apos;: it was made by a newer version of the game and is left as it is.</source>
        <translation>No se guardó nada encima de «{path}»: lo creó una versión más nueva del juego y se deja como está.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). It could not be moved aside ({error}), so it was left at &apos;{path}&apos; and {goes_on}.</source>
        <translation>No se pudo leer: {what} ({why}). No se pudo apartar el archivo ({error}), así que se dejó en «{path}» y {goes_on}.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). It was moved to &apos;{moved}&apos; and {goes_on}.</source>
        <translation>No se pudo leer: {what} ({why}). El archivo se movió a «{moved}» y {goes_on}.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). The file was left as it is at &apos;{path}&apos; and {goes_on}.</source>
        <translation>No se pudo leer: {what} ({why}). El archivo se deja como está en «{path}» y {goes_on}.</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}). The file was left as it is.</source>
        <translation>No se pudo leer: {what} ({why}). El archivo se deja como está.</translation>
    </message>
    <message>
        <source>the previous copy was used instead</source>
        <translation>se usó la copia anterior en su lugar</translation>
    </message>
    <message>
        <source>{what} could not be read (&apos;{path}&apos; is not a regular file).</source>
        <translation>No se pudo leer: {what} («{path}» no es un archivo normal).</translation>
    </message>
    <message>
        <source>the file is damaged: {detail}</source>
        <translation>el archivo está dañado: {detail}</translation>
    </message>
    <message>
        <source>{what} could not be read ({why}).</source>
        <translation>No se pudo leer: {what} ({why}).</translation>
    </message>
    <message>
        <source>the file is damaged: it holds text that is not valid</source>
        <translation>el archivo está dañado: contiene texto no válido</translation>
    </message>
    <message>
        <source>it is not a file of the right kind</source>
        <translation>no es un archivo del tipo adecuado</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>La partida en curso</translation>
    </message>
    <message>
        <source>Your saved game</source>
        <translation>Tu partida guardada</translation>
    </message>
    <message>
        <source>this version will not save over it, so the newer version can still resume it. This version deals a new game, which is not autosaved</source>
        <translation>esta versión no guardará encima, para que la versión más nueva aún pueda continuarla. Esta versión reparte una partida nueva, que no se guarda automáticamente</translation>
    </message>
    <message>
        <source>The table with your friends</source>
        <translation>La mesa con tus amigos</translation>
    </message>
    <message>
        <source>The table you hosted for your friends</source>
        <translation>La mesa que abriste para tus amigos</translation>
    </message>
    <message>
        <source>this version leaves it for the newer one</source>
        <translation>esta versión la deja para la más nueva</translation>
    </message>
    <message>
        <source>Your seat at your friend&apos;s table</source>
        <translation>Tu asiento en la mesa de tu amigo</translation>
    </message>
    <message>
        <source>Your seat at a friend&apos;s table</source>
        <translation>Tu asiento en la mesa de un amigo</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partida</translation>
    </message>
    <message>
        <source>The saved game</source>
        <translation>La partida guardada</translation>
    </message>
    <message>
        <source>The saved game could not be found at &apos;{path}&apos;.</source>
        <translation>No se encontró la partida guardada en «{path}».</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; was saved by a newer version of Spite and Malice; open it with that version.</source>
        <translation>«{name}» se guardó con una versión más nueva de Spite and Malice; ábrelo con esa versión.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a saved Spite and Malice game, or it is damaged.</source>
        <translation>«{name}» no es una partida guardada de Spite and Malice, o está dañado.</translation>
    </message>
    <message>
        <source>The saved game &apos;{name}&apos; could not be opened ({why}).</source>
        <translation>No se pudo abrir la partida guardada «{name}» ({why}).</translation>
    </message>
    <message>
        <source>The finished game could not be kept for review ({why}).</source>
        <translation>No se pudo guardar la partida terminada para analizarla ({why}).</translation>
    </message>
    <message>
        <source>This game&apos;s moves were not kept, so it can&apos;t be reviewed (the moves of your most recent games are kept, from this version of Spite and Malice on).</source>
        <translation>Las jugadas de esta partida no se guardaron, así que no se puede analizar (se guardan las jugadas de sus partidas más recientes, a partir de esta versión de Spite and Malice).</translation>
    </message>
    <message>
        <source>This game was kept by a newer version of Spite and Malice; review it with that version.</source>
        <translation>Esta partida la guardó una versión más reciente de Spite and Malice; analícela con esa versión.</translation>
    </message>
    <message>
        <source>The kept moves of this game are damaged, so it can&apos;t be reviewed.</source>
        <translation>Las jugadas guardadas de esta partida están dañadas, así que no se puede analizar.</translation>
    </message>
    <message>
        <source>This game can&apos;t be reviewed ({why}).</source>
        <translation>Esta partida no se puede analizar ({why}).</translation>
    </message>
    <message>
        <source>{why} The file was left as it is.</source>
        <translation>{why} El archivo se deja como está.</translation>
    </message>
    <message>
        <source>rules</source>
        <extracomment>The languages the game speaks (&quot;&quot; follows the system&apos;s language). The longest name or text value kept in the rules (preset names are a few words).</extracomment>
        <translation>reglas</translation>
    </message>
    <message>
        <source>deck count</source>
        <translation>número de barajas</translation>
    </message>
    <message>
        <source>number of players</source>
        <translation>número de jugadores</translation>
    </message>
    <message>
        <source>computer levels</source>
        <translation>niveles de los ordenadores</translation>
    </message>
    <message>
        <source>who sits where</source>
        <translation>quién se sienta dónde</translation>
    </message>
    <message>
        <source>players&apos; names</source>
        <translation>nombres de los jugadores</translation>
    </message>
    <message>
        <source>match length</source>
        <translation>duración del encuentro</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>reverso</translation>
    </message>
    <message>
        <source>kings shown as jokers</source>
        <translation>reyes mostrados como comodines</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>velocidad de animación</translation>
    </message>
    <message>
        <source>highlight targets</source>
        <translation>resaltar destinos</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>color de la mesa</translation>
    </message>
    <message>
        <source>zoom</source>
        <translation>zoom</translation>
    </message>
    <message>
        <source>card faces</source>
        <translation>anverso de las cartas</translation>
    </message>
    <message>
        <source>four-colour suits</source>
        <translation>palos de cuatro colores</translation>
    </message>
    <message>
        <source>table theme</source>
        <translation>tema de la mesa</translation>
    </message>
    <message>
        <source>the desktop&apos;s reduce-motion setting</source>
        <translation>el ajuste «reducir movimiento» del escritorio</translation>
    </message>
    <message>
        <source>your name at tables with friends</source>
        <translation>tu nombre en las mesas con amigos</translation>
    </message>
    <message>
        <source>mailbox server</source>
        <translation>servidor de buzón</translation>
    </message>
    <message>
        <source>transit relay</source>
        <translation>relé de tránsito</translation>
    </message>
    <message>
        <source>relay only</source>
        <translation>solo por relé</translation>
    </message>
    <message>
        <source>the folder of your saved games</source>
        <translation>la carpeta de tus partidas guardadas</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>sonido</translation>
    </message>
    <message>
        <source>sound volume</source>
        <translation>volumen</translation>
    </message>
    <message>
        <source>the &quot;your turn&quot; chime</source>
        <translation>el aviso «te toca»</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>the lesson offered at the first start</source>
        <translation>la lección ofrecida en el primer inicio</translation>
    </message>
    <message>
        <source>Your settings</source>
        <translation>Tus preferencias</translation>
    </message>
    <message>
        <source>the game goes on with the default settings</source>
        <translation>el juego sigue con los ajustes predeterminados</translation>
    </message>
    <message>
        <source>this version plays with its default settings and does not save over it; the newer version of the game still has them</source>
        <translation>esta versión juega con sus ajustes predeterminados y no guarda encima; la versión más nueva del juego los conserva</translation>
    </message>
    <message>
        <source>Some of your settings could not be understood and are back to their defaults: {names}. {then}</source>
        <translation>Algunas de tus preferencias no se entendieron y vuelven a sus valores predeterminados: {names}. {then}</translation>
    </message>
    <message>
        <source>The file could not be moved aside ({why}) and was left as it was.</source>
        <translation>No se pudo apartar el archivo ({why}) y se dejó como estaba.</translation>
    </message>
    <message>
        <source>The original file was moved to &apos;{path}&apos;.</source>
        <translation>El archivo original se movió a «{path}».</translation>
    </message>
    <message>
        <source>Your settings could not be saved ({why}).</source>
        <translation>No se pudieron guardar tus preferencias ({why}).</translation>
    </message>
    <message>
        <source>permission denied</source>
        <extracomment>The longest name (rules, level, reason) a record holds. How many games :meth:`StatsStore.read_ahead` reads at a time: a few milliseconds&apos; work. When a game ended, as the game writes it: &quot;2026-11-21T23:59:59+00:00&quot; (the zone may be &quot;Z&quot; or left out). :func:`_sound_row` says the same in SQL.</extracomment>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <source>the file is locked by another program</source>
        <translation>otro programa tiene el archivo bloqueado</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>el archivo o su carpeta son de solo lectura</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>no se pudo leer ni escribir en el disco</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <extracomment>The longest message a box shows; a path or two and a sentence fit easily. The longest piece of a file&apos;s own text quoted in a message. What the player reads for the system errors a full or locked-down disk gives.</extracomment>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>no se pudo abrir el archivo</translation>
    </message>
    <message>
        <source>Your statistics could not be updated ({why}).</source>
        <extracomment>What went wrong with the statistics, whole sentences (&quot;{why}&quot;: the reason).</extracomment>
        <translation>No se pudieron actualizar tus estadísticas ({why}).</translation>
    </message>
    <message>
        <source>Your statistics could not be reset ({why}).</source>
        <translation>No se pudieron borrar tus estadísticas ({why}).</translation>
    </message>
    <message>
        <source>Your statistics could not be read ({why}).</source>
        <translation>No se pudieron leer tus estadísticas ({why}).</translation>
    </message>
    <message>
        <source>Your statistics could not be opened ({why}).</source>
        <translation>No se pudieron abrir tus estadísticas ({why}).</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Tus estadísticas</translation>
    </message>
    <message>
        <source>a fresh record of your games was started</source>
        <translation>se ha empezado un registro nuevo de tus partidas</translation>
    </message>
    <message>
        <source>this version neither shows nor records games until the newer version is used again (or until that file is moved elsewhere, to start new statistics with this version)</source>
        <translation>esta versión no muestra ni registra partidas hasta que se vuelva a usar la versión más nueva (o hasta que ese archivo se mueva a otro sitio, para empezar estadísticas nuevas con esta versión)</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>se ha agotado la cuota de disco</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>the file is too large for the disk</source>
        <translation>el archivo es demasiado grande para el disco</translation>
    </message>
    <message>
        <source>the window opens with its usual layout</source>
        <translation>la ventana se abre con su disposición habitual</translation>
    </message>
    <message>
        <source>The saved window layout</source>
        <translation>La disposición de ventana guardada</translation>
    </message>
    <message>
        <source>process {pid}</source>
        <translation>proceso {pid}</translation>
    </message>
    <message>
        <source>on the computer {host}</source>
        <translation>en el ordenador {host}</translation>
    </message>
    <message>
        <source>started at {time}</source>
        <translation>iniciado a las {time}</translation>
    </message>
    <message>
        <source>started on {date} at {time}</source>
        <translation>iniciado el {date} a las {time}</translation>
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
    <name>Watching</name>
    <message>
        <source>Leave the table with your friends first to watch the computers.</source>
        <translation>Deja primero la mesa con tus amigos para ver jugar a los ordenadores.</translation>
    </message>
    <message>
        <source>Paused: {step_move} plays one move, {step_turn} one turn, {resume} goes on.</source>
        <translation>En pausa: {step_move} juega una jugada, {step_turn} un turno, {resume} continúa.</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <extracomment>The commands of one&apos;s own game that mean nothing while the computers are watched.</extracomment>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>Watching · {rules}</source>
        <translation>Mirando · {rules}</translation>
    </message>
    <message>
        <source>{deal_again} deals again, {stop} stops watching.</source>
        <translation>{deal_again} reparte de nuevo, {stop} deja de mirar.</translation>
    </message>
    <message>
        <source>Watch the Computers</source>
        <translation>Ver jugar a los ordenadores</translation>
    </message>
    <message>
        <source>Computer players play a game against one another while you watch. Each of them sees only its own cards. Nothing of it counts in your statistics, and the game you are playing waits until you stop watching.</source>
        <translation>Los jugadores del ordenador juegan una partida entre ellos mientras miras. Cada uno solo ve sus propias cartas. Nada de ello cuenta en tus estadísticas, y la partida que estás jugando espera hasta que dejes de mirar.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocidad:</translation>
    </message>
    <message>
        <source>A new deal</source>
        <translation>Un reparto nuevo</translation>
    </message>
    <message>
        <source>A deal number watches the computers play that deal (the same number always deals the same cards), such as one you have just played.</source>
        <translation>Con un número de reparto, los ordenadores juegan ese reparto (el mismo número reparte siempre las mismas cartas), por ejemplo uno que acabas de jugar.</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>&amp;Número de reparto:</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Mirar</translation>
    </message>
    <message>
        <source>{place}:</source>
        <translation>{place}:</translation>
    </message>
    <message>
        <source>{place}&apos;s level</source>
        <translation>Nivel de {place}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Mirando</translation>
    </message>
    <message>
        <source>Step: One &amp;Move</source>
        <translation>Paso: una &amp;jugada</translation>
    </message>
    <message>
        <source>Step: One &amp;Turn</source>
        <translation>Paso: un &amp;turno</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Sp&amp;eed:</source>
        <translation>V&amp;elocidad:</translation>
    </message>
    <message>
        <source>The table shows the view of</source>
        <translation>La mesa muestra la vista de</translation>
    </message>
    <message>
        <source>Table &amp;from:</source>
        <translation>Mesa &amp;vista por:</translation>
    </message>
    <message>
        <source>&amp;Hands Face Up</source>
        <translation>&amp;Manos boca arriba</translation>
    </message>
    <message>
        <source>Which hands the table shows face up, besides the one at the bottom</source>
        <translation>Qué manos muestra la mesa boca arriba, además de la de abajo</translation>
    </message>
    <message>
        <source>&amp;Deal Again</source>
        <translation>Repartir de &amp;nuevo</translation>
    </message>
    <message>
        <source>&amp;Stop Watching</source>
        <translation>&amp;Dejar de mirar</translation>
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
