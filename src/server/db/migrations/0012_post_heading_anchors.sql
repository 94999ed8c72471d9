-- Stable heading anchors (decision 070): a published post keeps, per language of its content, the
-- old ids of renamed headings as aliases of the heading they lead to now. Empty for every post today.
ALTER TABLE "posts" ADD COLUMN "anchors" jsonb DEFAULT '{}'::jsonb NOT NULL;