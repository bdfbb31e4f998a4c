import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../shared/components/Loading';
import { useWebsiteEditorQuery } from './website.generated';
import { BasicInfoTab } from './components/BasicInfoTab';
import { ContactTab } from './components/ContactTab';
import { PlansTab } from './components/PlansTab';
import { PromotionsTab } from './components/PromotionsTab';
import { ServicesTab } from './components/ServicesTab';
import { SocialTab } from './components/SocialTab';
import { StatisticsTab } from './components/StatisticsTab';
import { TestimonialsTab } from './components/TestimonialsTab';
import { WEBSITE_TEXTS as T } from './texts';

const TABS = ['basic', 'contact', 'social', 'services', 'statistics', 'plans', 'promotions', 'testimonials'] as const;
type TabKey = (typeof TABS)[number];

/**
 * /dashboard/admin/website: the public site's content, one tab per part (?tab= keeps the place on
 * reload). Each tab is mounted when first opened and kept: switching tabs never drops typed work.
 */
export default function WebsiteAdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = (TABS as readonly string[]).includes(requested ?? '') ? (requested as TabKey) : 'basic';
  const { data, loading, error } = useWebsiteEditorQuery({ fetchPolicy: 'cache-and-network' });
  const config = data?.gymConfigEditor;
  const [visited, setVisited] = useState<ReadonlySet<TabKey>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));

  const configPanel = (content: (editor: NonNullable<typeof config>) => ReactNode) => {
    if (config) return content(config);
    if (error) return <Alert severity="error">{T.loadError}</Alert>;
    return loading ? <Spinner /> : null;
  };
  const panel = (key: TabKey): ReactNode => {
    switch (key) {
      case 'basic':
        return configPanel((editor) => <BasicInfoTab key={editor.name + editor.primaryColor} config={editor} />);
      case 'contact':
        return configPanel((editor) => <ContactTab contact={editor.contact} />);
      case 'social':
        return <SocialTab />;
      case 'services':
        return <ServicesTab />;
      case 'statistics':
        return <StatisticsTab />;
      case 'plans':
        return <PlansTab />;
      case 'promotions':
        return <PromotionsTab />;
      case 'testimonials':
        return <TestimonialsTab />;
    }
  };

  return (
    <Box>
      <Typography variant="h5" component="h1">
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.subtitle}
      </Typography>
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: TabKey) => setParams({ tab: value }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={T.title}
        >
          {TABS.map((key) => (
            <Tab key={key} value={key} label={T.tabs[key]} id={`tab-${key}`} aria-controls={`panel-${key}`} />
          ))}
        </Tabs>
      </Paper>
      {TABS.filter((key) => visited.has(key)).map((key) => (
        <Box key={key} role="tabpanel" id={`panel-${key}`} aria-labelledby={`tab-${key}`} hidden={key !== tab}>
          {panel(key)}
        </Box>
      ))}
    </Box>
  );
}
