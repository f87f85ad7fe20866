// The pictures on the rules page: real cards from our decks next to the rule they show. Which
// card beats which, what is a trump, and the worked examples E1-E3 come from the engine
// (examples.ts), so a picture can never contradict the rule it shows.

import { type Card, type GameState, KASCHLAN, summarize } from '@kaschlan/engine';
import type { ComponentChildren, FunctionComponent } from 'preact';
import { CardFace } from '../cards/Card';
import { longName, shortName, suitName } from '../cards/names';
import { t } from '../i18n';
import { settings } from '../state/settings';
import { PlayingCard } from '../table/PlayingCard';
import {
  BEAT_EXAMPLES,
  beatsCard,
  e1BeforeTake,
  e2AllBeaten,
  e3BeforeTake,
  suitOf,
  trumpsOf,
} from './examples';

function Fig(props: { caption: ComponentChildren; children: ComponentChildren; wide?: boolean }) {
  return (
    <figure class={`rule-fig${props.wide ? ' wide' : ''}`}>
      <div class="fig-body">{props.children}</div>
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}

/** A row of cards, overlapping when `tight`. */
function Row(props: { cards: readonly Card[]; tight?: boolean; label?: string }) {
  return (
    <div class="fig-row">
      {props.label && <span class="fig-label">{props.label}</span>}
      <div class={`fig-cards${props.tight ? ' tight' : ''}`}>
        {props.cards.map((c) => (
          <PlayingCard key={c} card={c} />
        ))}
      </div>
    </div>
  );
}

/** An attack card with the card that beats it lying across, as on the table. */
function Pair(props: { attack: Card; by?: Card | null }) {
  return (
    <div class="pair fig-pair">
      <div class="attack">
        <PlayingCard card={props.attack} />
      </div>
      {props.by && (
        <div class="beater-card">
          <PlayingCard card={props.by} />
        </div>
      )}
    </div>
  );
}

function Packs() {
  return (
    <Fig caption={t('learn.fig.packs')}>
      <Row label="24" cards={suitOf('H', 24)} tight />
      <Row label="32" cards={suitOf('H', 32)} tight />
      <Row label="52" cards={suitOf('H', 52)} tight />
    </Fig>
  );
}

function Trumps() {
  const face = settings.value.face;
  return (
    <Fig caption={t('learn.fig.trumps')(suitName('S', face), suitName('D', face))}>
      <Row cards={trumpsOf('S')} tight />
      <Row cards={trumpsOf('D')} tight />
    </Fig>
  );
}

function Beating() {
  const face = settings.value.face;
  return (
    <Fig wide caption={t('learn.fig.beating')(suitName('S', face))}>
      <ul class="beat-examples">
        {BEAT_EXAMPLES.map((e) => {
          const ok = beatsCard('S', e.attack, e.by);
          return (
            <li key={`${e.attack}-${e.by}`} class={ok ? 'yes' : 'no'} data-beats={ok}>
              <Pair attack={e.attack} by={e.by} />
              <p>
                <b class="verdict" aria-hidden="true">
                  {ok ? `✓ ${t('learn.fig.beats')}` : `✗ ${t('learn.fig.doesNotBeat')}`}
                </b>{' '}
                <span class="sr-only">
                  {t(ok ? 'learn.fig.saysBeats' : 'learn.fig.saysDoesNotBeat')(
                    longName(e.by, face),
                    longName(e.attack, face),
                  )}{' '}
                </span>
                {t(e.why)}
              </p>
            </li>
          );
        })}
      </ul>
    </Fig>
  );
}

/** R1.5: the same cards in both faces. */
function Faces() {
  const fourColour = settings.value.fourColour;
  const cards: { card: Card; face: 'french' | 'german' }[] = [
    { card: KASCHLAN, face: 'french' },
    { card: KASCHLAN, face: 'german' },
    { card: 'JC', face: 'french' },
    { card: 'JC', face: 'german' },
  ];
  return (
    <Fig caption={t('learn.fig.faces')}>
      <div class="fig-cards">
        {cards.map(({ card, face }) => (
          <div
            key={`${card}-${face}`}
            class={`card face${card === KASCHLAN ? ' kaschlan' : ''}`}
            role="img"
            aria-label={longName(card, face)}
            data-card={card}
          >
            <CardFace card={card} style={{ face, fourColour }} />
          </div>
        ))}
      </div>
    </Fig>
  );
}

/** R3.1: a lead of several cards of one rank. */
function Lead() {
  return (
    <Fig caption={t('learn.fig.lead')}>
      <div class="fig-cards">
        <PlayingCard card="KC" />
        <PlayingCard card="KH" />
      </div>
    </Fig>
  );
}

/** R4.2: a self-attack, two cards of the defender's own hand in one move. */
function SelfAttack() {
  const face = settings.value.face;
  return (
    <Fig caption={t('learn.fig.selfAttack')(shortName('8C', face), shortName('AC', face))}>
      <Pair attack="8C" by="AC" />
    </Fig>
  );
}

/** R7.1: two cards of the rank led by the attacker, then a coachman of another rank. */
function Coachman() {
  const face = settings.value.face;
  return (
    <Fig caption={t('learn.fig.coachman')(shortName('KS', face))}>
      <div class="fig-cards">
        <PlayingCard card="9C" />
        <PlayingCard card="9H" />
        <span class="fig-plus" aria-hidden="true">
          +
        </span>
        <PlayingCard card="KS" class="coachman" />
      </div>
    </Fig>
  );
}

/** A worked example's table as the engine has it, and the hand of the seat to move. */
function ExampleTable(props: { state: GameState; seat: number; caption: ComponentChildren }) {
  const { state, seat } = props;
  const hand = summarize(state).hands[seat] ?? [];
  return (
    <Fig wide caption={props.caption}>
      <div class="fig-table">
        <div class="fig-pairs">
          {state.table.map((e) => (
            <Pair key={e.card} attack={e.card} by={e.beatenBy} />
          ))}
        </div>
        <Row label={t('learn.fig.seatHolds')(seat)} cards={hand} />
      </div>
    </Fig>
  );
}

/** E1 step 3: one trump left unbeaten, and nothing in the defender's hand beats it. */
function WorkedExample() {
  const state = e1BeforeTake();
  if (!state) return null;
  const face = settings.value.face;
  return (
    <ExampleTable
      state={state}
      seat={2}
      caption={t('learn.fig.e1')(shortName('8S', face), shortName('AH', face))}
    />
  );
}

/** E2 step 2: all beaten, the defender has drawn; the engine's list of his choices. */
function SecondExample() {
  const state = e2AllBeaten();
  if (!state) return null;
  const face = settings.value.face;
  const choices = summarize(state).legal.flatMap((a) =>
    a.type === 'selfAttack' ? [shortName(a.with, face)] : [],
  );
  return (
    <ExampleTable
      state={state}
      seat={0}
      caption={t('learn.fig.e2')(shortName('8S', face), choices.join(', '))}
    />
  );
}

/** E3: the Queen beaten, the Kaschlan not: the defender must take her. */
function ThirdExample() {
  const state = e3BeforeTake();
  if (!state) return null;
  const face = settings.value.face;
  return (
    <ExampleTable
      state={state}
      seat={0}
      caption={t('learn.fig.e3')(
        shortName('QS', face),
        shortName('KS', face),
        shortName(KASCHLAN, face),
        shortName('AS', face),
      )}
    />
  );
}

/** The picture shown with each rule's anchor. */
export const FIGURES: Readonly<Record<string, FunctionComponent>> = {
  'R1.1': Packs,
  'R1.3': Trumps,
  'R1.4': Beating,
  'R1.5': Faces,
  'R3.1': Lead,
  'R4.2': SelfAttack,
  'R7.1': Coachman,
  E1: WorkedExample,
  E2: SecondExample,
  E3: ThirdExample,
};
