import { Link } from '../app/Link';

/** What a match or solo link to a game this site does not have shows. */
export function UnknownGame({ game }: { game: string }) {
  return (
    <main className="page">
      <h1>Unknown game</h1>
      <p>
        This site has no game called “{game}”. <Link to="/">Go to the lobby</Link>.
      </p>
    </main>
  );
}
