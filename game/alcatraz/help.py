"""How to play Escape from Alcatraz, in our own words, for the Rules page (pure text, no pygame)."""

from __future__ import annotations

SECTIONS: list[tuple[str, str]] = [
    ("The idea",
     "You are not the prisoners: you are the guards. Seven escape plans are brewing on the Rock, and the "
     "cards tell you who is in on which. Gather the clues (the Plan cards) of a plan together with the other "
     "players, then catch its mastermind, an Escapee, and foil it. Foiled plans are what score. The first to "
     "100 points at the end of a round wins."),
    ("The cards",
     "Seven plans, each with its own colour and symbol: Raincoat Raft (umbrella), Spoon Tunnel (spoon), "
     "Dummy Heads (mask), Gun Gallery Raid (crosshair), Stolen Keys (key), Bay Swim (wave) and Fog Escape "
     "(cloud). Each plan has 12 Plan cards worth 2 points each.\n"
     "Each plan also has one Infamous Escapee worth 10 points, who can only be the mastermind of his own "
     "plan. Seven grey Generic Escapees worth 5 points fit any plan.\n"
     "A separate deck of 31 Action cards brings surprises (see below)."),
    ("Getting ready",
     "Two to four players, ten cards each. Before the deal the dealer turns cards over from the Cell Block "
     "(the face-down draw pile) until an Escapee shows up: it goes to the Yard, every other card turned "
     "over goes face up to Solitary, the discard pile. The player to the dealer's left starts."),
    ("A turn",
     "1. Draw: two cards from the Cell Block, or the top card of Solitary.\n"
     "2. Play as much as you like, in any order:\n"
     "Start a plan with three or more Plan cards of a plan nobody has in play yet. You may only start one "
     "if the Yard then holds at least as many Escapees as there are plans in play.\n"
     "Lay off: add Plan cards to a plan already in play, in front of you, however many you have.\n"
     "Send one Escapee from your hand to the Yard (once a turn).\n"
     "Foil a plan (see below).\n"
     "3. Discard one card onto Solitary. That ends your turn.\n"
     "Every play must leave you at least one card to discard."),
    ("Action cards",
     "The first time in a turn you start a plan or lay off, you draw an Action card and do what it says:\n"
     "Work Detail: draw two from the Cell Block, or take any one card from Solitary.\n"
     "Cell Search: turn over three cards from the Cell Block, keep one; the others go to Solitary.\n"
     "Plan Uncovered: move one Plan card from another player's plan into your play area; then three cards "
     "are turned over (Escapees to the Yard, the rest to Solitary). With no other plan in play, you draw a "
     "card instead before the three are turned over.\n"
     "Returning Favors: name a plan; the first player to your left holding one of its Plan cards gives you "
     "one and draws a new card.\n"
     "Ratted On: draw two, then three cards are turned over.\n"
     "Guard Help: lay it on a plan in play; that plan can be foiled with just five cards.\n"
     "Change in Plan: lay it on a plan in play; whoever foils it may use any Escapee as mastermind.\n"
     "The Warden: everybody, starting with you, either sends an Escapee from hand to the Yard (and draws a "
     "card) or discards all of their cards of one plan to Solitary."),
    ("Foiling a plan",
     "A plan can be foiled once eight of its Plan cards are in play, counting every player's play area "
     "together (five with Guard Help on it), and only by a player who has at least one card of it in front of "
     "them. Play a fitting Escapee as its mastermind, from your hand or from the Yard: the plan's own Infamous "
     "Escapee or a Generic one.\n"
     "You put the mastermind and your cards of that plan under your Foiled! card. Every other player with "
     "cards in the plan puts theirs under their own Foiled! card, and may add a fitting Escapee from hand as a "
     "co-conspirator. After a foil you can only discard."),
    ("End of a round and scoring",
     "A round ends when someone discards their last card (they go out) or when the Cell Block is empty at the "
     "end of a turn.\n"
     "Each player scores their Foiled! pile: 2 points per Plan card, 10 per Infamous Escapee, 5 per Generic "
     "Escapee. Plans still in play and cards in hand score nothing.\n"
     "Going out earns 3 points for every Escapee in the Yard. But if nobody foiled a plan all round, the player "
     "who went out scores the Yard's Escapees at full value, and nobody else scores at all.\n"
     "All Plans-deck cards are then shuffled together for the next round and the deal passes left. When a "
     "round ends with someone at 100 or more, the highest total wins; a tie is a shared win."),
    ("Our rulings",
     "Where the box leaves room, this is how we play (each is a house rule you can change in the Playtest "
     "lab):\n"
     "Starting a plan needs one more Escapee in the Yard than plans already in play.\n"
     "Taking from Solitary means its top card; a draw from a short Cell Block takes what is left.\n"
     "A plan counts as in play while any of its cards lies in any play area. When the Warden empties it, its "
     "Guard Help or Change in Plan goes to the Action discard pile.\n"
     "Under the Warden, a player with only one possible choice makes it without being asked.\n"
     "A plan may be foiled in the very turn it was started.\n"
     "Action cards are reshuffled only when their deck runs out; the Plans deck is reshuffled every round.\n"
     "A round that goes on for 200 turns ends as if the Cell Block were empty (a safety stop)."),
    ("Playing on this laptop",
     "Your hand lies along the bottom, sorted by plan with the Escapees at the right. The table above shows one "
     "row per player and one column per plan: the column's heading counts the plan's cards in play and how "
     "many more a foil needs, with Guard Help or Change in Plan shown on it.\n"
     "Draw by clicking the Cell Block or Solitary (or press C or T). Click cards to select them (right-click "
     "selects a whole plan), then press Start plan (S), Lay off (L) or To the Yard (Y), or drag them onto a "
     "plan's column, the Yard or Solitary. Double-click a card to discard it (or select it and press D). The "
     "Foil button (F) lights up when you can foil a plan and asks which plan and which Escapee. With the "
     "keyboard, the arrows pick a card and Up selects it. Action cards ask their question in a panel: "
     "click an answer or press its number.\n"
     "With several people at the laptop, a hand-off screen hides the table before each person's turn or "
     "question; with one person and computer players there is none. Space skips the computer players' "
     "animations, Ctrl+Z takes back your last move when nothing new was revealed, Esc pauses."),
]

GALLERY: list[tuple[str, str]] = [
    ("plan-0", "Plan card: 2"),
    ("infamous-0", "Infamous Escapee: 10"),
    ("generic", "Generic Escapee: 5"),
    ("work_detail", "Work Detail"),
    ("cell_search", "Cell Search"),
    ("plan_uncovered", "Plan Uncovered"),
    ("returning_favors", "Returning Favors"),
    ("ratted_on", "Ratted On"),
    ("guard_help", "Guard Help"),
    ("change_in_plan", "Change in Plan"),
    ("warden", "The Warden"),
]
