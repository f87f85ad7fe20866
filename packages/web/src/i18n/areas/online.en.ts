// English: online play: online/*. The source strings of this area; the other languages' files
// must match its keys and shapes (a type error otherwise).

import { plural } from '../plural';
import { kaschlanCardEn } from './table.en';
import { wordsEn as W } from './words.en';

const p = (n: number, one: string, other: string) => plural('en', n, { one, other });

export const onlineEn = {
  'online.title': 'Play online',
  'online.you': 'You',
  'online.seat': (n: number) => `Seat ${n}`,
  'online.spectator': 'Spectator',
  'online.players': (n: number) => p(n, '# player', '# players'),
  'online.cards': (n: number) => p(n, '# card', '# cards'),

  // The lobby.
  'online.lobby.rooms': 'Open rooms',
  'online.lobby.loading': 'Looking for rooms…',
  'online.lobby.failed': (why: string) => `The rooms could not be listed: ${why} Trying again…`,
  'online.lobby.empty': 'No public rooms right now. Create one, and send its link to your friends.',
  'online.lobby.note':
    'No account needed: pick a seat and a name. Private rooms are not listed; their invite link is the way in.',
  'online.lobby.spectators': (n: number) => p(n, '# spectator', '# spectators'),
  'online.lobby.openSeats': (n: number) => p(n, '# open seat', '# open seats'),
  'online.lobby.full': 'full',
  'online.lobby.join': 'Join',
  'online.lobby.watch': 'Watch',
  'online.lobby.joinRoom': (room: string) => `Join ${room}`,
  'online.lobby.watchRoom': (room: string) => `Watch ${room}`,
  'online.phase.waiting': 'waiting to deal',
  'online.phase.playing': 'playing',
  'online.phase.between': 'between deals',

  // Creating a room.
  'online.create.title': 'Create a room',
  'online.create.table': 'Table',
  'online.create.name': 'Room name',
  'online.create.optional': 'Optional',
  'online.create.defaultName': (code: string) => `Table ${code}`,
  'online.create.players': 'Players',
  'online.kind.human': 'Person',
  'online.kind.easy': 'Easy bot',
  'online.kind.normal': 'Normal bot',
  'online.kind.hard': 'Hard bot',
  'online.kind.expert': 'Expert bot',
  'online.create.onePerson': 'One person and bots: you, once you sit down.',
  'online.create.people': (n: number) =>
    p(
      n,
      '# person: share the invite link once the room is made.',
      '# people: share the invite link once the room is made.',
    ),
  'online.create.listed': 'List it in the lobby (otherwise only people with the link find it)',
  'online.create.timer': 'Turn timer',
  'online.create.timerOff': 'Off',
  'online.create.seconds': (n: number) => `${n} s`,
  'online.create.timerNote': 'When a person’s time runs out, a bot makes that one move for him.',
  'online.create.needPerson': 'At least one seat needs a person: bots do not deal by themselves.',
  'online.create.failed': (why: string) => `The room was not created. ${why}`,
  'online.create.creating': 'Creating…',
  'online.create.submit': 'Create room',

  // A room.
  'online.room.title': 'Online room',
  'online.room.missing': 'No such room',
  'online.room.toLobby': 'To the lobby',
  'online.room.connecting': 'Connecting to the room…',
  'online.room.watching': 'Watching',
  'online.room.seats': 'Seats',
  'online.room.deal': 'Deal',
  'online.room.invite': 'Invite',
  'online.room.facts': 'About this room',
  'online.facts.preset': (name: string) => `${W['word.preset']} ${name}`,
  'online.facts.coachman': W['word.coachman'],
  'online.facts.noCoachman': `no ${W['word.coachman']}`,
  'online.facts.passOn': W['word.passOn'],
  'online.facts.sameAttacker': 'same attacker after a take',
  'online.facts.takeAnyTime': 'taking allowed any time',
  'online.facts.turn': (n: number) => `${n} s a turn`,
  'online.facts.noTimer': 'no turn timer',
  'online.facts.deals': (n: number) => p(n, '# deal played', '# deals played'),
  'online.facts.listed': 'listed in the lobby',
  'online.facts.private': 'private',
  'online.score.label': 'Match score',
  'online.score.deal': (n: number) => `Deal ${n}`,
  'online.score.marks': (n: number) => p(n, '# Kaschlan mark', '# Kaschlan marks'),
  'online.log.log': 'Log',
  'online.log.andChat': '& chat',
  'online.log.title': 'Log and chat (L)',
  'online.log.unread': 'New chat lines',

  // Seats.
  'online.seats.yourName': 'Your name',
  'online.seats.namePlaceholder': 'The name others see',
  'online.seats.nameMissing': 'Type a name first.',
  'online.seats.open': 'Open seat',
  'online.seats.you': '(you)',
  'online.seats.sit': 'Sit here',
  'online.seats.sitAt': (n: number) => `Sit here: seat ${n}`,
  'online.seats.leave': 'Leave seat',
  'online.seats.watch': 'Take a seat to play, or stay and watch.',
  'online.seats.watching': 'You are watching this room.',
  'online.seats.waiting': (n: number) =>
    p(n, 'Waiting for # more player to sit down.', 'Waiting for # more players to sit down.'),
  'online.state.open': 'open',
  'online.state.here': 'here',
  'online.state.away': 'away',
  'online.state.botPlaying': 'away: a bot plays',
  'online.state.bot': 'bot',
  'online.tag.away': 'away',
  'online.tag.botPlaying': 'bot playing',
  'online.tag.seconds': (n: number) => `${n} s`,

  // The invite link.
  'online.invite.link': 'Invite link',
  'online.invite.copy': 'Copy',
  'online.invite.copied': 'Copied.',
  'online.invite.selected': 'Selected: copy it with your keys.',
  'online.invite.listed': 'The lobby lists this room; the link brings friends straight here.',
  'online.invite.private': 'A private room: only people with this link can find it.',

  // The chat.
  'online.chat.title': 'Chat',
  'online.chat.lines': 'Chat lines',
  'online.chat.empty': 'Nothing said yet.',
  'online.chat.message': 'Chat message',
  'online.chat.placeholder': 'Say something…',
  'online.chat.send': 'Send',

  // The connection.
  'online.status.label': 'Connection',
  'online.status.open': 'Connected',
  'online.status.connecting': 'Connecting…',
  'online.status.reconnecting': 'Reconnecting…',
  'online.status.gone': 'No such room',

  // The end of a deal.
  'online.end.title': 'Deal over',
  'online.end.drawn': 'A drawn deal',
  'online.end.youLost': 'You are the Kaschlan!',
  'online.end.lost': (name: string) => `${name} is the Kaschlan!`,
  'online.end.drawnTease': 'Round and round it went until the table gave up: nobody gets a mark.',
  /** The Kaschlan card named as the chosen face (`german`) shows it. */
  'online.end.youTease': (german = false) =>
    `Left holding the cards. ${kaschlanCardEn(german)} sends ${german ? 'his' : 'her'} regards.`,
  'online.end.tease': (name: string) => `Everyone got rid of their cards except ${name}.`,
  'online.end.out': (names: string) => `Out, in order: ${names}.`,
  'online.end.hands': 'The hands as dealt',
  'online.end.noHands': 'The hands could not be read from this deal’s record.',
  'online.end.caption': 'Kaschlan marks in this room, fewest wins',
  'online.end.youDeal': 'You deal the next one.',
  'online.end.deals': (name: string) => `${name} deals the next one.`,
  'online.end.seatOpen': 'A seat is open: it needs a player before the next deal.',
  'online.end.seeTable': 'See the table',
  'online.end.replay': 'See the replay',
  'online.end.next': 'Next deal',

  // Refusals, by the code the server (docs/PROTOCOL.md) or the page gives. Engine refusals
  // of an action keep the server's sentence.
  'online.error.BAD_JSON': 'The server could not read what this page sent.',
  'online.error.BAD_MESSAGE': 'The server did not understand what this page sent.',
  'online.error.TOO_LARGE': 'That was too large for the server.',
  'online.error.RATE_LIMITED': 'Too fast: wait a moment and try again.',
  'online.error.NO_ROOM': 'This room does not exist, or it was closed.',
  'online.error.NOT_IN_ROOM': 'Not in the room yet: wait for the connection.',
  'online.error.BAD_TOKEN': 'The seat this browser had here is no longer yours: you are watching.',
  'online.error.NOT_SEATED': 'Only the players at the table can do that.',
  'online.error.SEAT_TAKEN': 'That seat is taken: pick another one.',
  'online.error.NO_SUCH_SEAT': 'This room has no such seat.',
  'online.error.ALREADY_SEATED': 'You already have a seat in this room.',
  'online.error.SEAT_NOT_YOURS':
    'This seat belongs to another player’s account: sign in as that player to play it. You are watching.',
  'online.error.NO_SESSION':
    'A rated room seats only players this server knows: allow its cookie, reload the page and sit again.',
  'online.error.IN_PLAY': 'A deal is being played: wait for its end.',
  'online.error.NOT_READY': 'Every seat needs a player before the deal.',
  'online.error.NO_GAME': 'No deal has been dealt here yet.',
  'online.error.STALE_MOVE': 'The game has moved on since: look again.',
  'online.error.DUPLICATE_ACTION': 'That move was already played.',
  'online.error.BAD_MOVE_NUMBER': 'This page is behind the game: look again.',
  'online.error.GAME_OVER': 'The deal is over.',
  'online.error.NOT_YOUR_SEAT': 'That move is not your seat’s.',
  'online.error.ILLEGAL': 'That move is not allowed now.',
  'online.error.SERVER_BUSY': 'The server is busy: try again.',
  'online.error.INTERNAL': 'Something went wrong on the server: try again.',
  'online.error.SPECTATORS_FULL': 'The room has as many spectators as it takes: try again later.',
  'online.error.TOO_MANY_ROOMS':
    'You have opened as many rooms as you may: play in one of them, or wait until one closes.',
  'online.error.TOO_MANY_BOTS':
    'Your rooms have as many strong bots as you may have: choose easier bots, or wait until one of your rooms closes.',
  'online.error.SERVER_FULL': 'The server is full: try again later.',
  'online.error.INVALID_PLAYERS': 'The 24-card pack takes at most 4 players (R2.1).',
  'online.error.OFFLINE': 'Not connected to the server: wait for the connection to come back.',
  'online.error.UNREACHABLE': 'The server cannot be reached.',
  'online.error.TOO_LONG': (n: number) => `A chat line is at most ${n} characters.`,
  'online.error.HTTP': (status: number) => `The server answered with status ${status}.`,
};
