import pg from "pg";

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL, on a connection of its own. */
export async function onTestServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
