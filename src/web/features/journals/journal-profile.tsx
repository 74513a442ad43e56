import { aimsParagraphs, type EditorialBoard } from '#src/shared/journals/journal-profile.ts';

/** Aims and scope as the publisher wrote them (plain text; React escapes it). */
export function AimsAndScope({ text }: { text: string }) {
  return (
    <div className="journal-aims">
      {aimsParagraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** The editorial board: each role with its members, their affiliations and ORCID iDs. */
export function EditorialBoardList({ board }: { board: EditorialBoard }) {
  return (
    <div className="journal-board">
      {board.map((group) => (
        <section key={group.role} aria-label={group.role}>
          <h3>{group.role}</h3>
          <ul>
            {group.members.map((m, i) => (
              <li key={`${m.name}-${i}`}>
                <span className="journal-board__name">{m.name}</span>
                {m.affiliation ? <span className="journal-board__affiliation">{m.affiliation}</span> : null}
                {m.orcid ? (
                  <a
                    className="journal-board__orcid"
                    href={`https://orcid.org/${m.orcid}`}
                    aria-label={`ORCID iD of ${m.name}: ${m.orcid}`}
                  >
                    {`ORCID ${m.orcid}`}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
