-- Insights (issue 22, docs/decisions/237): what visitors do, counted without cookies, on this database.

-- One random salt per UTC day. A visitor id is sha256(salt : site : ip : user agent), so the same browser
-- is one visitor within a day and cannot be followed across days once the salt is gone. Salts older than
-- 48 hours are deleted (yesterday's is kept so a visit across midnight stays one visitor).
CREATE TABLE insight_salts (
  day  date  PRIMARY KEY,
  salt bytea NOT NULL CHECK (length(salt) = 32)
);

-- Raw events, kept for a configurable number of days (INSIGHTS_RETENTION_DAYS, 90 by default) and
-- partitioned by month so retention drops whole partitions instead of deleting rows. Monthly partitions
-- are named insight_events_YYYY_MM and created ahead by the insights job; the default partition only
-- catches rows that arrive before their month's partition exists, so an insert never fails.
-- Never an IP address, a user agent or anything that names a person.
CREATE TABLE insight_events (
  at            timestamptz NOT NULL,
  -- pageview: a page was shown; project: a project page was shown (target = project id);
  -- outbound: a link off the site was followed (target = its URL without query);
  -- signup: a newsletter sign-up (target = the page it was made on); contact: the contact form was sent;
  -- vitals: the Core Web Vitals of one page view (the lcp..ttfb columns).
  kind          text        NOT NULL CHECK (kind IN ('pageview', 'project', 'outbound', 'signup', 'contact', 'vitals')),
  visitor       bytea       NOT NULL CHECK (length(visitor) = 16),
  path          text        NOT NULL CHECK (length(path) BETWEEN 1 AND 512),
  target        text        CHECK (length(target) <= 512),
  referrer_host text        CHECK (length(referrer_host) <= 255),
  utm_source    text        CHECK (length(utm_source) <= 100),
  utm_medium    text        CHECK (length(utm_medium) <= 100),
  utm_campaign  text        CHECK (length(utm_campaign) <= 100),
  -- ISO 3166-1 alpha-2, from the browser's time zone (never from the IP).
  country       text        CHECK (country ~ '^[A-Z]{2}$'),
  browser       text        CHECK (length(browser) <= 50),
  os            text        CHECK (length(os) <= 50),
  device        text        CHECK (device IN ('mobile', 'tablet', 'desktop')),
  -- Core Web Vitals in milliseconds (cls is unitless), only on kind = 'vitals'.
  lcp           real,
  inp           real,
  cls           real,
  fcp           real,
  ttfb          real
) PARTITION BY RANGE (at);
CREATE TABLE insight_events_default PARTITION OF insight_events DEFAULT;
CREATE INDEX insight_events_at_idx ON insight_events (at, kind);

-- Daily rollups, kept after the raw events are gone: one row per day, dimension and value.
-- dimension: 'total' (value ''), 'page', 'project', 'outbound', 'signup' (value = the page),
-- 'contact' (value ''), 'source' (referrer host, '' = direct), 'utm_source', 'utm_medium',
-- 'utm_campaign', 'country', 'device', 'browser', 'os'.
-- views counts the events behind the row (page views for 'total' and the traffic dimensions, project
-- views, clicks, sign-ups, messages for the event dimensions); visitors counts distinct visitor ids that
-- day (ids change every day, so visitors over a range are the sum of the days).
CREATE TABLE insight_daily (
  day       date    NOT NULL,
  dimension text    NOT NULL,
  value     text    NOT NULL,
  visitors  integer NOT NULL CHECK (visitors >= 0),
  views     integer NOT NULL CHECK (views >= 0),
  PRIMARY KEY (day, dimension, value)
);

-- Web Vitals per day, page and metric: how many page views fell in Google's good / needs improvement /
-- poor bands, and the day's 75th percentile. Over a range longer than one day the screen reads p75 from
-- raw events while they are kept, and a view-weighted p75 of the daily values after that.
CREATE TABLE insight_vitals_daily (
  day               date    NOT NULL,
  path              text    NOT NULL,
  metric            text    NOT NULL CHECK (metric IN ('lcp', 'inp', 'cls', 'fcp', 'ttfb')),
  good              integer NOT NULL CHECK (good >= 0),
  needs_improvement integer NOT NULL CHECK (needs_improvement >= 0),
  poor              integer NOT NULL CHECK (poor >= 0),
  p75               real    NOT NULL,
  PRIMARY KEY (day, path, metric)
);

-- The last day whose rollups are final: the insights job rolls up every day after it and before today.
CREATE TABLE insight_rollup_state (
  singleton     boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  rolled_up_to  date    NOT NULL
);
