// The own-site vehicle form's sections, covering every vehicle field: the scalar fields of
// EDIT_SECTIONS, then the lists and objects of NESTED_SECTIONS; shared by the edit and the create
// page. Images are the edit page's panel.
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EDIT_SECTIONS, NESTED_SECTIONS } from '../../../domain/ownSites/editForm';
import type { OwnSiteId } from '../../../domain/ownSites/vehicle';
import { showsWebMarketing } from '../../../domain/ownSites/webFields';
import { Section } from '../../../layout/Section';
import { useSecondTurn } from '../../../layout/useSecondTurn';
import { EquipmentInput } from './EquipmentInput';
import { FieldInput } from './FieldInput';
import { NestedInput } from './NestedInputs';

/** The nested sections this site's vehicle shows (marketing and discount: showsWebMarketing). */
const useNestedSections = (site: OwnSiteId) => {
  const record = useRecordContext();
  const web = showsWebMarketing(site, record ?? {});
  return NESTED_SECTIONS.filter(
    (s) =>
      s.source !== 'recursos' && (web || (s.source !== 'marketing' && s.source !== 'discount')),
  );
};

/** The sections drawn at once: what the screen shows first (the rest follows, useSecondTurn). */
const FIRST_SECTIONS = 2;

/** `create`: the fields' defaults apply (a vehicle being edited keeps what it has). */
export const VehicleFormSections = ({
  site,
  create = false,
}: {
  site: OwnSiteId;
  create?: boolean;
}) => {
  // A new vehicle's form is drawn whole at once: its fields' defaults are part of what it sends.
  const all = useSecondTurn() || create;
  return (
    <>
      {EDIT_SECTIONS.slice(0, all ? undefined : FIRST_SECTIONS).map((section) => (
        <Section key={section.title} title={section.title} columns={220}>
          {section.fields.map((field) => (
            <Box key={field.source} className={field.input === 'textarea' ? 'wide' : undefined}>
              <FieldInput field={create ? field : { ...field, defaultValue: undefined }} />
            </Box>
          ))}
        </Section>
      ))}
      {all && <NestedSections site={site} />}
    </>
  );
};

const NestedSections = ({ site }: { site: OwnSiteId }) => (
  <>
    {useNestedSections(site).map(({ source, title }) => (
      <Section key={source} title={title} columns={220}>
        <Box className="wide">
          {source === 'equipamiento' ? <EquipmentInput /> : <NestedInput source={source} />}
        </Box>
      </Section>
    ))}
  </>
);
