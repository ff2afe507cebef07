// The own-site vehicle form's sections (spec 3 §2.5 "The form covers all vehicle fields of
// section 3"): the scalar fields of EDIT_SECTIONS, then the lists and objects of
// NESTED_SECTIONS; shared by the edit and the create page. Images are the edit page's panel.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EDIT_SECTIONS, NESTED_SECTIONS } from '../../../domain/ownSites/editForm';
import type { OwnSiteId } from '../../../domain/ownSites/vehicle';
import { showsWebMarketing } from '../../../domain/ownSites/webFields';
import { EquipmentInput } from './EquipmentInput';
import { FieldInput } from './FieldInput';
import { NestedInput } from './NestedInputs';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0, width: '100%' }}>
    <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Box
      sx={{
        display: 'grid',
        // minmax(0, …): a long value (a disclaimer) is cut, not widening the column past the page.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        columnGap: 2,
        alignItems: 'center',
        '& > .wide': { gridColumn: '1 / -1' },
      }}
    >
      {children}
    </Box>
  </Box>
);

/** The nested sections this site's vehicle shows (marketing and discount: showsWebMarketing). */
const useNestedSections = (site: OwnSiteId) => {
  const record = useRecordContext();
  const web = showsWebMarketing(site, record ?? {});
  return NESTED_SECTIONS.filter(
    (s) =>
      s.source !== 'recursos' && (web || (s.source !== 'marketing' && s.source !== 'discount')),
  );
};

/** `create`: the fields' defaults apply (a vehicle being edited keeps what it has). */
export const VehicleFormSections = ({
  site,
  create = false,
}: {
  site: OwnSiteId;
  create?: boolean;
}) => (
  <>
    {EDIT_SECTIONS.map((section) => (
      <Section key={section.title} title={section.title}>
        {section.fields.map((field) => (
          <Box key={field.source} className={field.input === 'textarea' ? 'wide' : undefined}>
            <FieldInput field={create ? field : { ...field, defaultValue: undefined }} />
          </Box>
        ))}
      </Section>
    ))}
    <NestedSections site={site} />
  </>
);

const NestedSections = ({ site }: { site: OwnSiteId }) => (
  <>
    {useNestedSections(site).map(({ source, title }) => (
      <Section key={source} title={title}>
        <Box className="wide">
          {source === 'equipamiento' ? <EquipmentInput /> : <NestedInput source={source} />}
        </Box>
      </Section>
    ))}
  </>
);
