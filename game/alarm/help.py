"""How to play Alarm!, in our own words, for the Rules page (pure text, no pygame)."""

from __future__ import annotations

SECTIONS: list[tuple[str, str]] = [
    ("The idea",
     "You are a gang of burglars sharing out the night's haul, and the haul comes with trouble: police, "
     "guard dogs, chains and padlocks. Every card ends up in front of somebody. Collect the wrong mix and you "
     "are caught. The last burglar still free wins."),
    ("Getting ready",
     "Three to six players (house rules can change that). The deck is shuffled and each player gets a Lawyer "
     "card. Every card anyone receives lies face up in front of them, so everybody can always see how close "
     "everybody else is to getting caught."),
    ("A turn",
     "One player is the dealer. The dealer turns over the top card of the deck, looks at it with everyone, "
     "and hands it to a player who has not had a card yet this turn, which may be the dealer. Then the next "
     "card, and the next, until every player still in the game has received exactly one card. Then the player "
     "to the dealer's left deals the next turn.\n"
     "So the dealer decides who gets the trouble and who gets the goodies. Expect revenge."),
    ("Your Lawyer",
     "Just before a card lands in front of you, you may call your Lawyer: the card goes straight to the "
     "discard pile, and it still counts as your card for this turn. You have one Lawyer for the whole game "
     "(house rules may give more)."),
    ("The cards",
     "Police, Guard Dog, Door Chain and Padlock are obstacles: they stay in front of you.\n"
     "Loot stays in front of you too. It wins the final showdown, but too much of it gets you noticed.\n"
     "Bone, Wire Cutters and Keys are equipment. A Bone deals with a Guard Dog, Wire Cutters with a Door "
     "Chain, Keys with a Padlock: when the two meet in front of you, both go to the discard pile. Equipment "
     "with nothing to deal with yet waits in front of you for its obstacle.\n"
     "Four-Leaf Clover: sweeps up to two of your obstacles into the discard pile (you choose which).\n"
     "Dropped Loot: grab one Loot card from any other player who has some.\n"
     "Panic: you must pass one of your face-up cards to a neighbour (see below)."),
    ("Caught!",
     "You are caught the moment you have two Police, three Guard Dogs, four Door Chains, four Padlocks, two "
     "each of Guard Dog, Door Chain and Padlock (the mixed set), or five Loot. You are out of the game and "
     "all your cards go to the discard pile. This is checked after every change: a stolen Loot or a card "
     "passed in a Panic can get you caught too."),
    ("Panic!",
     "Whoever receives a Panic picks one of their other face-up cards and passes it to the player on their "
     "left or right. That player may refuse it with their Lawyer; otherwise it lands (and may get them caught). "
     "Then they pass one of their own face-up cards on in the same direction, but not one with the same name "
     "as the card they just got, unless that is all they have. The Panic ends when a card reaches the player "
     "who started it, when the next player has no face-up card to pass, or when somebody is caught. Passed "
     "cards never count as anyone's card for the turn. A player with no other face-up card starts no Panic."),
    ("The final showdown",
     "When only two players are left at the end of a turn, the showdown begins. From then on, at the start "
     "of every turn the dealer must pay one Loot card into the discard pile. A dealer who cannot pay is out, "
     "and the other player wins."),
    ("The Informant (optional rule)",
     "With this rule the Lawyers are shuffled together with one Informant and dealt face down: nobody knows "
     "who has the Informant. Its holder may, once, pass a card the dealer gives them on to another player who "
     "has not had a card yet this turn; that player may still call their Lawyer. The Informant still gets a "
     "card later in the turn. The Informant never works during a Panic."),
    ("Our rulings",
     "Where the box leaves room, this is how we play (most of these are house rules you can change in the "
     "Playtest lab):\n"
     "If the deck runs out, the discard pile is shuffled into a new deck at once.\n"
     "If the dealer is caught, the turn ends at once; otherwise the dealer goes on dealing to the players "
     "still waiting.\n"
     "A Lawyer may also refuse a card passed in a Panic. A player who did so passes any card they like.\n"
     "A Clover with fewer than two obstacles to sweep removes what there is.\n"
     "Dropped Loot when nobody else has Loot simply does nothing.\n"
     "The card counts in the deck (for example 10 Police, 14 Guard Dogs) are our best reading of the box."),
    ("Playing on this laptop",
     "Each seat shows its cards by kind. Under the four obstacles and the Loot you read how close that player "
     "is: 1/2 under Police means one Police of the two that get you caught. A slot turns red with a \"!\" "
     "when one more card would catch them, and the Mixed set line counts the two-of-each combination. "
     "\"has a card\" marks who has already had their card this turn, and the badge in the corner shows the "
     "Lawyer (ready or used).\n"
     "To hand out a card, click a player, drag the big card onto them, or press the number shown on their seat. "
     "Dangerous gifts are marked on the seats while you choose.\n"
     "The Lawyer question: in Settings choose whether to be asked for every card, only when it matters (the card "
     "would catch you or bring you one card away), or never. When you are not asked, the card waits a moment "
     "beside a \"Use my Lawyer\" button (key L) before it lands, so you can still use it on purpose.\n"
     "With the Informant rule and several people, the table keeps everyone's card secret. Each person peeks "
     "at their own card at the start (and with the Peek button), behind a screen that asks the others to look "
     "away.\n"
     "Space skips the computer players' animations, Ctrl+Z takes back your last move when nothing new was "
     "revealed, Esc pauses."),
]

GALLERY: list[tuple[str, str]] = [
    ("police", "Police: two catch you"),
    ("guard_dog", "Guard Dog: three catch you"),
    ("door_chain", "Door Chain: four catch you"),
    ("padlock", "Padlock: four catch you"),
    ("loot", "Loot: five catch you"),
    ("bone", "Bone beats a Guard Dog"),
    ("wire_cutters", "Wire Cutters beat a Door Chain"),
    ("keys", "Keys beat a Padlock"),
    ("clover", "Clover sweeps two obstacles"),
    ("dropped_loot", "Dropped Loot: grab one"),
    ("panic", "Panic: pass a card on"),
    ("lawyer", "Lawyer: refuse one card"),
    ("informant", "Informant (optional rule)"),
]
