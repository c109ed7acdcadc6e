import { Button } from '@mui/material';
import { Link } from 'react-router';
import { roleAllows } from '@console/contracts/roles';
import { useSession } from '@console/platform/hooks';
import { routePath, routeRoles } from '../../route-paths';

/** A link to a kakao management screen, shown only to the roles that may open it. */
export function ManageLink({ routeId, teamSeq, label }: { routeId: string; teamSeq: number; label: string }) {
  const role = useSession((s) => s.user?.role);
  if (role === undefined || !roleAllows(role, routeRoles(routeId))) return null;
  return (
    <Button component={Link} to={routePath(routeId, { teamSeq })} color="inherit" size="small">
      {label}
    </Button>
  );
}
