// English: the rules page and the replays: learn/*, replays/*. The source strings of this area;
// the other languages' files must match its keys and shapes (a type error otherwise).

import { plural } from '../plural';

const p = (n: number, one: string, other: string) => plural('en', n, { one, other });

export const learnEn = {
  // Names of seats in a replay
  'learn.you': 'You',
  'learn.seat': (n: number) => `Seat ${n}`,

  // The rules page
  'learn.rules.title': 'Rules',
  'learn.rules.contents': 'Contents',
  'learn.rules.loading': 'Loading the rules…',
  'learn.fig.packs': 'The hearts of each pack, highest first: the 32-card pack is the usual one.',
  'learn.fig.trumps': (spades: string, diamonds: string) =>
    `With ${spades} trumps there are nine trumps, highest first; with ${diamonds} trumps the Kaschlan simply heads the eight.`,
  // "Trumps: Grün." rather than "Grün are trumps" (a German suit's name is no plural).
  'learn.fig.beating': (spades: string) =>
    `Trumps: ${spades}. Each card lies across the card it is played against.`,
  'learn.fig.beats': 'beats',
  'learn.fig.doesNotBeat': 'does not beat',
  'learn.fig.saysBeats': (by: string, attack: string) => `${by} beats ${attack}:`,
  'learn.fig.saysDoesNotBeat': (by: string, attack: string) => `${by} does not beat ${attack}:`,
  'learn.fig.why.sameSuit': 'a higher card of the same suit',
  'learn.fig.why.anyTrump': 'any trump beats a plain card',
  'learn.fig.why.otherSuit': 'another suit, and not a trump',
  'learn.fig.why.higherTrump': 'a trump falls only to a higher trump',
  'learn.fig.why.aceNoTrump': 'an ace, but no trump',
  'learn.fig.why.kaschlanBeats': 'the Kaschlan beats every card',
  'learn.fig.why.nothingBeats': 'nothing beats the Kaschlan',
  'learn.fig.faces':
    'The Kaschlan and the Jack of Clubs, in French and in German faces: Schellen-Ober and Eichel-Unter.',
  'learn.fig.lead': 'Two Kings led together: Kings are now the bout’s rank.',
  'learn.fig.selfAttack': (card: string, by: string) =>
    `A self-attack: the defender leads ${card} from his own hand and covers it with ${by}.`,
  'learn.fig.coachman': (card: string) =>
    `The attacker has led two nines himself, so he may add one coachman: here ${card}.`,
  'learn.fig.e1': (trump: string, held: string) =>
    `E1 after step 3, as the engine plays it: ${trump} (a trump) is still unbeaten and seat 2 holds only ${held}, so his one move is to take.`,
  'learn.fig.e2': (eight: string, withs: string) =>
    `E2 after step 2, as the engine plays it: every attack card is beaten, so seat 0 has drawn back to five. He may end the bout, or self-attack ${eight} with any of ${withs}.`,
  'learn.fig.e3': (queen: string, king: string, kaschlan: string, ace: string) =>
    `E3, as the engine plays it: ${king} has beaten ${queen}, but nothing in seat 0's hand beats ${kaschlan}, not even ${ace}, a trump. His one move is to take.`,
  'learn.fig.seatHolds': (seat: number) => `Seat ${seat} holds`,

  // The replays list
  'learn.replays.title': 'Replays',
  'learn.replays.intro': (kept: number) =>
    `Every deal finished on this device is kept here (the last ${kept}). Watch one with every hand revealed, export its game record, or import a record file.`,
  'learn.replays.import': 'Import a record…',
  'learn.replays.tooLarge': (file: string) => `${file} is too large to be a game record.`,
  'learn.replays.notJson': (file: string, why: string) => `${file} is not JSON: ${why}`,
  'learn.replays.notRecord': (file: string, why: string) =>
    `${file} is not a game record we can replay: ${why}`,
  'learn.replays.badAction': (file: string, action: number, why: string) =>
    `${file}: action ${action} cannot be played: ${why}`,
  'learn.replays.noRoom': 'This device has no room to keep the game.',
  'learn.replays.missing': 'This game’s record is missing.',
  'learn.replays.imported': (file: string) => `Imported ${file}: it is at the top of the list.`,
  'learn.replays.deleted': (when: string) => `Deleted the game of ${when}.`,
  'learn.replays.undo': 'Undo',
  'learn.replays.empty': 'No games kept yet. Finish a deal and it appears here.',
  'learn.replays.playDeal': 'Play a deal',
  'learn.replays.list': 'Kept games, newest first',
  'learn.replays.unfinished': 'not finished',
  'learn.replays.drawn': 'drawn: nobody is the Kaschlan',
  'learn.replays.lost': (name: string) => `${name} was the Kaschlan`,
  'learn.replays.youLost': 'You were the Kaschlan',
  'learn.replays.bot': (level: string) => `${level} bot`,
  'learn.replays.moves': (n: number) => p(n, '# move', '# moves'),
  'learn.replays.importedTag': 'imported',
  'learn.replays.watch': 'Watch',
  'learn.replays.review': 'Review',
  'learn.replays.reviewTitle':
    'The expert bot’s review: each choice’s chance of losing, the mistakes marked',
  'learn.replays.export': 'Export',
  'learn.replays.exportTitle': 'Save the game record as a .json file',
  'learn.replays.delete': 'Delete',
  'learn.replays.deleteLabel': (when: string) => `Delete the game of ${when}`,
  'learn.level.easy': 'easy',
  'learn.level.normal': 'normal',
  'learn.level.hard': 'hard',
  'learn.level.expert': 'expert',

  // Opening a replay
  'learn.replay.title': 'Replay',
  'learn.replay.loading': 'Loading the game…',
  'learn.replay.toList': 'Go to the replays',
  'learn.replay.notRecord': (why: string) => `This is not a game record: ${why}`,
  'learn.replay.noRecord': 'This link carries no game record.',
  'learn.replay.unreadable': (why: string) => `This link cannot be read: ${why}.`,
  'learn.replay.unreachable': 'The server cannot be reached. Check the connection and try again.',
  'learn.replay.noGame': (id: string) => `There is no game “${id}” on the server.`,
  'learn.replay.serverFailed': (id: string, status: string) =>
    `The server could not send game “${id}” (${status}).`,
  'learn.replay.badAnswer': 'The server’s answer is not a game record.',
  'learn.link.tooLong': 'the link is too long to be a game record',
  'learn.link.noRecord': 'the link does not carry a game record (it may have been cut short)',
  'learn.link.noInflate': 'this browser cannot read compressed links; please update it',
  'learn.link.damaged': 'the link’s record is damaged (it may have been cut short)',
  'learn.link.notJson': 'the link’s record is not readable JSON (it may have been cut short)',

  // The replay viewer
  'learn.view.deal': 'The deal',
  'learn.view.move': (step: number, of: number) => `Move ${step} of ${of}`,
  'learn.view.stops': (action: number, why: string) =>
    `The record stops here: action ${action} cannot be played (${why}).`,
  'learn.view.controls': 'Replay controls',
  'learn.view.first': 'First move (Home)',
  'learn.view.firstTitle': 'First (Home)',
  'learn.view.back': 'Step back (←)',
  'learn.view.backTitle': 'Back (←)',
  'learn.view.playTitle': 'Play or pause (Space)',
  'learn.view.play': 'Play',
  'learn.view.pause': 'Pause',
  'learn.view.forward': 'Step forward (→)',
  'learn.view.forwardTitle': 'Forward (→)',
  'learn.view.last': 'Last move (End)',
  'learn.view.lastTitle': 'Last (End)',
  'learn.view.slider': 'Move',
  'learn.view.sliderDeal': 'the deal',
  'learn.view.sliderMove': (step: number, of: number) => `move ${step} of ${of}`,
  'learn.view.pace': 'Pace',
  'learn.view.slow': 'slow',
  'learn.view.normal': 'normal',
  'learn.view.fast': 'fast',
  'learn.view.share': 'Share link',
  'learn.view.export': 'Export record',
  'learn.view.all': 'All replays',
  'learn.view.linkLabel': 'Link to this replay',
  'learn.view.copied': 'Copied.',
  'learn.view.copyYourself': 'Select the link and copy it.',
  'learn.view.log': 'Log',
  'learn.view.logTitle': 'The deal',

  // The replay's table
  'learn.board.seat': (name: string, cards: number) => `${name}: ${p(cards, '# card', '# cards')}`,
  'learn.board.out': 'out',
  'learn.board.kaschlan': 'the Kaschlan',
  'learn.board.noCards': 'no cards',
  'learn.board.table': 'The table',
  'learn.board.over': 'The deal is over',
  'learn.board.attacks': (attacker: string, defender: string) => `${attacker} attacks ${defender}`,
  'learn.board.youAttack': (defender: string) => `You attack ${defender}`,
  'learn.board.attacksYou': (attacker: string) => `${attacker} attacks you`,
  'learn.board.waiting': 'Waiting for the lead',
  'learn.board.toAct': 'to play',
};
