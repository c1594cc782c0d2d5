-- The import of one uploaded carrier file, from queued to its end: what the Import Invoice File dialog and the
-- command line follow. The queue itself (delivery, retry, expiry) is pg-boss's, in its own schema; its job
-- carries this row's id. A row stays after its file is deleted: it is the history of the imports.
CREATE TABLE import_jobs (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id),
  client text NOT NULL,
  file_name text NOT NULL,
  -- The stored upload (FileStorage); null once the file is deleted.
  storage_key text,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'running', 'imported', 'duplicate', 'refused', 'failed')),
  message text NOT NULL,
  rows_read integer NOT NULL DEFAULT 0,
  rows_total integer NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  started_at timestamptz,
  finished_at timestamptz,
  report jsonb,
  refusal_line integer,
  refusal_reason text,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The id of the upload's request, so the worker's log lines can be found with the upload's.
  request_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The jobs of the last day, newest first.
CREATE INDEX import_jobs_created_idx ON import_jobs (created_at DESC);
-- Stored files still waiting for their retention to end.
CREATE INDEX import_jobs_stored_idx ON import_jobs (created_at) WHERE storage_key IS NOT NULL;
