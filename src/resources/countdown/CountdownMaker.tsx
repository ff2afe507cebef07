// The CountDown Maker (docs/screens/campaigns.md; route /contadores, the list of the `contadores`
// resource): a card per campaign with its live countdown, the table of campaigns, 'Nueva contador'
// and 'Editar contador' in a dialog. Every change re-reads the list.
import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { List, TopToolbar } from 'react-admin';
import type { CountdownRecord } from '../../domain/campaigns';
import { useLiveCampaigns } from '../campaigns/useCampaignsChanged';
import { CountdownCards } from './CountdownCards';
import { CountdownDialog, NEW_TITLE } from './CountdownDialog';
import { CountdownTable } from './CountdownTable';

type Row = CountdownRecord & { id: string };
type Editing = { record: Row | null } | null;

/** Every campaign on one page: a handful in practice, each with its card. */
const ALL = 1000;

const CountdownMaker = () => {
  useLiveCampaigns();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <>
      <List
        disableAuthentication
        resource="contadores"
        title="CountDown Maker"
        perPage={ALL}
        pagination={false}
        sort={{ field: 'startDate', order: 'DESC' }}
        empty={false}
        actions={
          <TopToolbar>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ record: null })}
            >
              {NEW_TITLE}
            </Button>
          </TopToolbar>
        }
      >
        <CountdownCards />
        <CountdownTable onEdit={(record) => setEditing({ record })} />
      </List>
      {editing && (
        <CountdownDialog
          key={editing.record?.id ?? 'new'}
          record={editing.record}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
};

export default CountdownMaker;
