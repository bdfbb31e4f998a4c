// Moved to shared/ (memberships use it too); this re-export keeps dashboard's import working until it moves.
export { useDebouncedValue } from '../../shared/useDebouncedValue';
