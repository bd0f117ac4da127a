-- The language a partner chose for a hosted session's widget (a canonical BCP 47 tag), or
-- NULL: the widget then follows the end user's browser.
ALTER TABLE hosted_sessions ADD COLUMN locale text;
