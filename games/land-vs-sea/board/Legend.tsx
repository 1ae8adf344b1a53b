/**
 * What the map's shapes mean (opened on demand, so it costs no room). The symbols of an option
 * are on every tile, and say that they score nothing when the option is off (QA: a newcomer's
 * basic game showed mountains, corals, caravans and ships, and nothing said they did not count).
 */
import type { ReactNode } from 'react';
import type { Options, Player } from '../rules';
import { OPTION_LABELS, SYMBOL_NAMES } from './describe';
import { Bonus, COLORS, Caravan, Compass, Coral, Mountain, Ship, Swords, VolcanoMark, Waypoint, WhirlpoolMark } from './symbols';

const Icon = ({ children, bg }: { children?: ReactNode; bg?: string }) => (
  <svg width="28" height="28" viewBox="-14 -14 28 28" aria-hidden="true">
    {bg && <rect x={-14} y={-14} width={28} height={28} rx={5} fill={bg} />}
    {children}
  </svg>
);

interface Props {
  players: readonly Player[];
  whose: (p: Player) => string;
  options: Options;
}

export function Legend({ players, whose, options }: Props) {
  const o = { x: 0, y: 0 };
  /** `name`, with a word when its option is off in this game. */
  const scoredWith = (name: string, option: 'mountainsAndCorals' | 'caravansAndShips') =>
    options[option] ? name : `${name}: scores nothing in this game (${OPTION_LABELS[option]} is off)`;
  const items: [ReactNode, string][] = [
    [<Icon bg={COLORS.land} />, 'Land'],
    [<Icon bg={COLORS.sea} />, 'Sea'],
    [
      <Icon bg={COLORS.land}>
        <rect x={-14} y={-14} width={28} height={28} fill="url(#lvs-hatch)" />
      </Icon>,
      'Completed area (label: points scored, ✕ bonus)',
    ],
    [
      <Icon bg={COLORS.land}>
        <Mountain at={o} s={18} />
      </Icon>,
      scoredWith(SYMBOL_NAMES.mountain, 'mountainsAndCorals'),
    ],
    [
      <Icon bg={COLORS.sea}>
        <Coral at={o} s={20} />
      </Icon>,
      scoredWith(SYMBOL_NAMES.coral, 'mountainsAndCorals'),
    ],
    [
      <Icon bg={COLORS.land}>
        <Caravan at={o} s={20} />
      </Icon>,
      scoredWith(SYMBOL_NAMES.caravan, 'caravansAndShips'),
    ],
    [
      <Icon bg={COLORS.sea}>
        <Ship at={o} s={20} />
      </Icon>,
      scoredWith(SYMBOL_NAMES.ship, 'caravansAndShips'),
    ],
    [
      <Icon bg={COLORS.land}>
        <Bonus at={o} s={18} terrain="L" />
      </Icon>,
      SYMBOL_NAMES.bonusL,
    ],
    [
      <Icon bg={COLORS.sea}>
        <Bonus at={o} s={18} terrain="S" />
      </Icon>,
      SYMBOL_NAMES.bonusS,
    ],
    [
      <Icon>
        <Compass at={o} s={24} />
      </Icon>,
      SYMBOL_NAMES.playAgain,
    ],
    [
      <Icon>
        <Swords at={o} s={24} />
      </Icon>,
      SYMBOL_NAMES.steal,
    ],
    [
      <Icon bg={COLORS.land}>
        <VolcanoMark at={o} s={24} />
      </Icon>,
      SYMBOL_NAMES.volcano,
    ],
    [
      <Icon bg={COLORS.sea}>
        <WhirlpoolMark at={o} s={22} />
      </Icon>,
      SYMBOL_NAMES.whirlpool,
    ],
    [
      <Icon>
        <polygon points="12,0 6,10.4 -6,10.4 -12,0 -6,-10.4 6,-10.4" className="legend-spot" />
      </Icon>,
      'Where your tile fits',
    ],
    [
      <Icon>
        <polygon points="11,0 5.5,9.5 -5.5,9.5 -11,0 -5.5,-9.5 5.5,-9.5" className="legend-last" />
      </Icon>,
      'The last tile placed',
    ],
    ...players.map((p): [ReactNode, string] => [
      <Icon>
        <Waypoint at={o} s={20} player={p} />
      </Icon>,
      `${whose(p)} waypoint`,
    ]),
  ];
  return (
    <details className="lvs-panel lvs-legend">
      <summary>Legend</summary>
      <ul>
        {items.map(([icon, text]) => (
          <li key={text}>
            {icon}
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
