/**
 * How to play Land vs Sea, in the words of the rules spec (`/work/shared/rules`), with tiles
 * drawn by the board's own tile renderer. Counts (tiles, hand size) come from the engine.
 */
import { ACTION_RULES, describeFace } from '../board/describe';
import { FaceIcon } from '../board/TileFace';
import { Waypoint } from '../board/symbols';
import { HAND_SIZE, INVENTORIES, MAP_TILE_COUNT, NEW_MATCH_INVENTORY, type FaceDef } from '../rules';
import { faceWith, hasBonus, twoFacedTile } from './examples';

/** The tiles new matches are dealt (a match keeps the inventory it started with). */
const INVENTORY = INVENTORIES[NEW_MATCH_INVENTORY];

interface Shown {
  face: FaceDef;
  note: string;
  kind?: 'start' | 'volcano';
}

/** A row of tile faces, each with a caption; the picture's name says what the face shows. */
function Tiles({ tiles, caption }: { tiles: Shown[]; caption?: string }) {
  return (
    <figure className="howto__figure">
      <ul className="howto__tiles">
        {tiles.map((t, i) => (
          <li key={i}>
            <FaceIcon face={t.face} size={76} kind={t.kind} label={`${t.note}: ${describeFace(t.face)}`} />
            <span className="howto__note">{t.note}</span>
          </li>
        ))}
      </ul>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

export function HowToPlay() {
  const tile = twoFacedTile();
  const volcano = INVENTORY.volcano;
  return (
    <div className="howto__body">
      <section aria-labelledby="lvs-roles">
        <h2 id="lvs-roles">Players and roles</h2>
        <ul>
          <li>
            <strong>2 players</strong>: one plays <strong>Land</strong>, the other <strong>Sea</strong> (chosen at random). Land scores land
            areas, Sea scores sea areas.
          </li>
          <li>
            <strong>3 players</strong>: Land, Sea and the <strong>Cartographer</strong>, in that turn order, with all three options. The
            Cartographer owns no terrain: they score mountains and corals, bonus symbols and returned waypoints they earn, and tied trade
            routes.
          </li>
          <li>
            <strong>4 players</strong>: two teams, two Land players and two Sea players, one score per team; turns go Land, Sea, Land, Sea.
            Waypoints are always used.
          </li>
        </ul>
      </section>

      <section aria-labelledby="lvs-tiles">
        <h2 id="lvs-tiles">Tiles and their two faces</h2>
        <ul>
          <li>
            There are {MAP_TILE_COUNT} hexagonal map tiles, plus the start tile in the centre of the table. Every edge of a face is wholly
            land or wholly sea.
          </li>
          <li>
            Each tile has <strong>two faces</strong>. A tile shows one face on the stack; in your hand that face stays{' '}
            <strong>public</strong> and its other, <strong>hidden face</strong> is seen by you alone (not even by a team-mate). You may play
            either face.
          </li>
          <li>
            Some faces bear <strong>bonus symbols</strong> (a black X on land, a white X on sea) or an action symbol in the centre:{' '}
            <strong>Play Again</strong> (a compass) or <strong>Steal</strong> (crossed swords).
          </li>
        </ul>
        <Tiles
          tiles={[
            { face: INVENTORY.start.faces[0], note: 'The start tile', kind: 'start' },
            { face: tile.faces[0], note: 'One tile: its first face' },
            { face: tile.faces[1], note: 'The same tile: its other face' },
          ]}
        />
        <Tiles
          tiles={[
            { face: faceWith(hasBonus('L'), 'L'), note: 'Bonus on land' },
            { face: faceWith(hasBonus('S'), 'S'), note: 'Bonus on sea' },
            { face: faceWith((f) => f.action === 'playAgain'), note: 'Play Again' },
            { face: faceWith((f) => f.action === 'steal'), note: 'Steal' },
          ]}
        />
      </section>

      <section aria-labelledby="lvs-stacks">
        <h2 id="lvs-stacks">Stacks and taking a tile</h2>
        <ul>
          <li>
            The map tiles are shuffled, each with a random face up, into <strong>two stacks</strong>. Only the top face of each stack&apos;s
            top tile can be seen.
          </li>
          <li>To start, beginning with Land, players take turns taking the top tile of either stack until each holds {HAND_SIZE}.</li>
          <li>
            At the end of your turn you take tiles the same way until you hold {HAND_SIZE} again; you may look at the first one&apos;s
            hidden face before choosing the second. When one stack runs out, the other is split in two.
          </li>
        </ul>
      </section>

      <section aria-labelledby="lvs-turn">
        <h2 id="lvs-turn">Your turn</h2>
        <ol>
          <li>
            <strong>Place a tile</strong> from your hand, either face up, turned any way, in an empty space next to at least one placed
            tile, so that <strong>every</strong> edge touching a placed tile matches its terrain (land against land, sea against sea).
          </li>
          <li>
            If the face you placed shows an action, do it. <strong>Play Again</strong>: {ACTION_RULES.playAgain} <strong>Steal</strong>:{' '}
            {ACTION_RULES.steal}
          </li>
          <li>Score the areas your tile completed (below).</li>
          <li>With the Waypoints option, you may place your waypoint.</li>
          <li>Take tiles until you hold {HAND_SIZE} (after a Steal you already do).</li>
        </ol>
      </section>

      <section aria-labelledby="lvs-areas">
        <h2 id="lvs-areas">Areas and scoring</h2>
        <ul>
          <li>
            An <strong>area</strong> is land (or sea) joined across matching edges. It is <strong>complete</strong> when none of its edges
            borders an empty space.
          </li>
          <li>
            When an area is completed, its owner (Land for land, Sea for sea) scores <strong>1 point per tile</strong> in it, whoever
            completed it, and the player who placed the completing tile scores <strong>1 point per bonus symbol</strong> in it.
          </li>
          <li>
            A <strong>hole</strong> is an empty space with tiles on all six sides. The first hole whose six edges are all land (or all sea)
            gets the <strong>Volcano</strong> (or <strong>Whirlpool</strong>): it joins the six areas around it into one and carries 6 bonus
            symbols. There is only one.
          </li>
          <li>The game ends as soon as the last map tile is placed. Areas still open score nothing. Most points wins; a tie stands.</li>
        </ul>
        <Tiles
          tiles={[
            { face: volcano.faces[0], note: 'Volcano', kind: 'volcano' },
            { face: volcano.faces[1], note: 'Whirlpool', kind: 'volcano' },
          ]}
        />
      </section>

      <section aria-labelledby="lvs-options">
        <h2 id="lvs-options">The three options</h2>
        <section aria-labelledby="lvs-mountains">
          <h3 id="lvs-mountains">Mountains &amp; corals</h3>
          <p>
            When a placement puts a mountain edge against a mountain edge, Land scores at once 1 point per tile in the resulting mountain
            range (its tiles linked mountain to mountain): the first link of two tiles scores 2, and every later link scores the whole range
            again. Corals score the same way for Sea. With 3 players both score for the Cartographer.
          </p>
          <Tiles
            tiles={[
              { face: faceWith((f) => f.mountain.length > 0, 'L'), note: 'Mountains' },
              { face: faceWith((f) => f.coral.length > 0, 'S'), note: 'Corals' },
            ]}
          />
        </section>
        <section aria-labelledby="lvs-caravans">
          <h3 id="lvs-caravans">Caravans &amp; ships</h3>
          <p>
            Placing a caravan or ship tile next to another caravan or ship tile scores 2 for whoever placed it. At the end, each{' '}
            <strong>trade route</strong> (2 or more touching tiles with caravans or ships) scores 1 per caravan and ship in it: for Land if
            it has more caravans, for Sea if it has more ships, for nobody on a tie (the Cartographer with 3 players).
          </p>
          <Tiles
            tiles={[
              { face: faceWith((f) => f.caravan, 'L'), note: 'A caravan (on land)' },
              { face: faceWith((f) => f.ship, 'S'), note: 'A ship (on sea)' },
            ]}
          />
        </section>
        <section aria-labelledby="lvs-waypoints">
          <h3 id="lvs-waypoints">Waypoints</h3>
          <p>
            Each Land and Sea player has one waypoint. After playing and scoring, if yours is not on the map you may put it on a piece of
            your own terrain (land for Land, sea for Sea) that has an open edge, on a tile with no waypoint. It comes back when its area is
            completed or its tile gets surrounded by six tiles; the player whose tile brought it back scores 1 point, and it may be placed
            again.
          </p>
          <figure className="howto__figure">
            <svg className="howto__waypoints" width="96" height="40" viewBox="0 0 96 40" role="img" aria-label="Two players' waypoints">
              <Waypoint at={{ x: 24, y: 20 }} s={28} player="0" />
              <Waypoint at={{ x: 72, y: 20 }} s={28} player="1" />
            </svg>
            <figcaption>Each player&apos;s waypoint has its own shape and colour.</figcaption>
          </figure>
        </section>
      </section>
    </div>
  );
}
