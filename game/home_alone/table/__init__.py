"""The Home Alone table's drawing parts: marker and piece art, the board, the spinner,
the Crooks & Van scoreboard and the hiding tray. They import pygame; the rules do not."""
