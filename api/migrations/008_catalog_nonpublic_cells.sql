-- The few non-public scenes by cell: a count by cells reads, for a viewer with a permission record, only the
-- non-public scenes of the covered cells as rows (where the permission is checked), not every scene of those cells.
CREATE INDEX scenes_nonpublic_cell_idx ON scenes (cell, acquired_at) WHERE classification <> 'public';
