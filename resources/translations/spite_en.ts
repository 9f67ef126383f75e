<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Daily</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>won in %n round(s) against {level}</source>
        <translation>
            <numerusform>won in %n round against {level}</numerusform>
            <numerusform>won in %n rounds against {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>drawn after %n round(s) against {level}</source>
        <translation>
            <numerusform>drawn after %n round against {level}</numerusform>
            <numerusform>drawn after %n rounds against {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>given up after %n round(s) against {level}</source>
        <translation>
            <numerusform>given up after %n round against {level}</numerusform>
            <numerusform>given up after %n rounds against {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lost in %n round(s) against {level}</source>
        <translation>
            <numerusform>lost in %n round against {level}</numerusform>
            <numerusform>lost in %n rounds against {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s).</source>
        <translation>
            <numerusform>Streak: %n day.</numerusform>
            <numerusform>Streak: %n days.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message numerus="yes">
        <source>Your match to {target} points has %n game(s) played.</source>
        <translation>
            <numerusform>Your match to {target} points has %n game played.</numerusform>
            <numerusform>Your match to {target} points has %n games played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rating</name>
    <message numerus="yes">
        <source>%n game(s) rated, from {first} to {last}. The rating went from {start} to {now} (highest {high} on {high_when}, lowest {low} on {low_when}). The computer levels: {levels}.</source>
        <translation>
            <numerusform>%n game rated, from {first} to {last}. The rating went from {start} to {now} (highest {high} on {high_when}, lowest {low} on {low_when}). The computer levels: {levels}.</numerusform>
            <numerusform>%n games rated, from {first} to {last}. The rating went from {start} to {now} (highest {high} on {high_when}, lowest {low} on {low_when}). The computer levels: {levels}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Likely between {low} and {high}, after %n rated game(s).</source>
        <translation>
            <numerusform>Likely between {low} and {high}, after %n rated game.</numerusform>
            <numerusform>Likely between {low} and {high}, after %n rated games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message numerus="yes">
        <source>Stock (%n card(s), top first)</source>
        <translation>
            <numerusform>Stock (%n card, top first)</numerusform>
            <numerusform>Stock (%n cards, top first)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Completed pile (%n card(s), top first)</source>
        <translation>
            <numerusform>Completed pile (%n card, top first)</numerusform>
            <numerusform>Completed pile (%n cards, top first)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand (%n card(s))</source>
        <translation>
            <numerusform>{name}&apos;s hand (%n card)</numerusform>
            <numerusform>{name}&apos;s hand (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your payoff pile (%n card(s), top first)</source>
        <translation>
            <numerusform>Your payoff pile (%n card, top first)</numerusform>
            <numerusform>Your payoff pile (%n cards, top first)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s payoff pile (%n card(s), top first)</source>
        <translation>
            <numerusform>{name}&apos;s payoff pile (%n card, top first)</numerusform>
            <numerusform>{name}&apos;s payoff pile (%n cards, top first)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock (%n card(s), first drawn first)</source>
        <translation>
            <numerusform>Stock (%n card, first drawn first)</numerusform>
            <numerusform>Stock (%n cards, first drawn first)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <source>%n turns of yours.</source>
        <translation>
            <numerusform>%n turn of yours.</numerusform>
            <numerusform>%n turns of yours.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>{lost} (%n abandoned)</source>
        <translation>
            <numerusform>{lost} (%n abandoned)</numerusform>
            <numerusform>{lost} (%n abandoned)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recorded game(s) could not be read and are left out. Reset statistics… removes them with the rest.</source>
        <translation>
            <numerusform>%n recorded game could not be read and is left out. Reset statistics… removes them with the rest.</numerusform>
            <numerusform>%n recorded games could not be read and are left out. Reset statistics… removes them with the rest.</numerusform>
        </translation>
    </message>
</context>
</TS>
