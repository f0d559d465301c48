-- Vendors and staff of the IoT area (part 3 section 1 "Staff and vendors": /iot/staff/:id, /iot/vendors
-- with /create and /:id, change-email and add-to-community; section 6 "Staff and vendors" and the
-- role-type limit of add to community; section 8 "are you sure you want to delete vendor?"; D232,
-- D233). Staff are the customer's profiles (customer_users) who work in the community: nothing new is
-- stored for them. A vendor is a company's contact the customer lets open doors: the customer's record
-- (its e-mail used once in the customer, in any case), and the communities it works in. Its access
-- reaches the locks through the same chain as everyone's (holder kind VENDOR, D210).

CREATE TABLE vendors (
  customer_id uuid NOT NULL REFERENCES customers (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  company_name text NOT NULL CHECK (length(company_name) BETWEEN 1 AND 200),
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  -- Lower-cased on the way in, so one index keeps it unique in any case.
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  -- E.164, parsed as a US number unless it starts with + (part 3 section 5).
  phone text CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  created_by_name text CHECK (length(created_by_name) <= 201),
  -- How many communities it works in (its vendor_communities rows, which each community sees only of
  -- its own): a removal that leaves none deletes it, and deleting it from the customer knows whether
  -- it works somewhere the caller may not act (D232).
  community_count integer NOT NULL DEFAULT 0 CHECK (community_count >= 0),
  -- Deleted from the customer: its grants were revoked in every community and it is listed nowhere; the
  -- row stays so that who could open what keeps its name.
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, id)
);
-- One live vendor per e-mail in a customer; a deleted one frees its address.
CREATE UNIQUE INDEX vendors_email_key ON vendors (customer_id, email) WHERE deleted_at IS NULL;
-- The list: by company (the default), by the contact's last name, by e-mail, by when it was added; the
-- search matches the start of the company, the contact's first or last name, or the e-mail.
CREATE INDEX vendors_company_idx ON vendors (customer_id, company_name, id);
CREATE INDEX vendors_last_name_idx ON vendors (customer_id, last_name, id);
CREATE INDEX vendors_created_idx ON vendors (customer_id, created_at, id);
CREATE INDEX vendors_company_search_idx ON vendors (customer_id, lower(company_name) text_pattern_ops);
CREATE INDEX vendors_first_name_search_idx ON vendors (customer_id, lower(first_name) text_pattern_ops);
CREATE INDEX vendors_last_name_search_idx ON vendors (customer_id, lower(last_name) text_pattern_ops);
CREATE INDEX vendors_email_search_idx ON vendors (customer_id, email text_pattern_ops);
SELECT lintel_fence_customer_table('vendors');

-- The communities a vendor works in: a community's list shows its own, and its access is granted there.
CREATE TABLE vendor_communities (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  vendor_id uuid NOT NULL,
  added_by_name text CHECK (length(added_by_name) <= 201),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, vendor_id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, vendor_id) REFERENCES vendors (customer_id, id) ON DELETE CASCADE
);
CREATE INDEX vendor_communities_vendor_idx ON vendor_communities (customer_id, vendor_id);
SELECT lintel_fence_community_table('vendor_communities');

-- A staff member's temporary accesses, for their details and their removal from the community.
CREATE INDEX temporary_accesses_staff_idx ON temporary_accesses (customer_id, community_id, staff_profile_id);
