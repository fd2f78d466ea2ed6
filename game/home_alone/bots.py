from game.engine import RandomBot
BOTS = {"easy": RandomBot, "normal": RandomBot, "hard": RandomBot}
