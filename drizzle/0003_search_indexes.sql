-- Search helpers (src/server/search/sql.ts). unaccent() is only STABLE (its dictionary could change),
-- so it cannot appear in an index or a generated column directly; these IMMUTABLE wrappers pin the
-- dictionary by name. Everything is schema-qualified: index builds run with a restricted search_path.
-- The stored search columns and their indexes come in 0005_search_columns.
CREATE OR REPLACE FUNCTION public.lt_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
-- A romanisation key: spelling variants of Indian names written in Latin letters fold onto one form
-- (ph/f, aspirates bh/b kh/k…, ee/i, oo/u, ow/au, v/w/b, c/q/k, z/j, y/i, x/ks, doubled letters).
CREATE OR REPLACE FUNCTION public.lt_sound(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT regexp_replace(
      translate(
        regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
          public.lt_fold(value),
          'ph', 'f', 'g'),
          '([bcdgjkst])h', '\1', 'g'),
          'ee', 'i', 'g'),
          'oo', 'u', 'g'),
          'ow', 'au', 'g'),
          'x', 'ks', 'g'),
        'vwcqzy', 'bbkkji'),
      '(.)\1+', '\1', 'g')
  $$;
