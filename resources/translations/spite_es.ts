<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
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
        <translation>Quietar las cartas cuando el escritorio pide menos movimiento</translation>
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
        <source>How the game&apos;s words reach your screen reader. Automatic: through the focused pile or card on Linux (every Orca reads it), the screen reader&apos;s announcements on Windows and macOS.</source>
        <translation>Cómo llegan los textos del juego a tu lector de pantalla. Automático: en Linux, por la pila o la carta con el foco (todas las versiones de Orca lo leen); en Windows y macOS, por los anuncios del lector de pantalla.</translation>
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
</context>
</TS>
