import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { outreachStrings } from '@/lib/i18n/nb/outreach';
import { NewCampaignForm } from './components/new-campaign-form';
import { campaignCreatedToast, type NewCampaign } from './model/campaign-form';

/** "Ny kampanje" button and dialog. Creating only confirms with a toast: no request is made and the sample data stays as it is. */
export function NewCampaignDialog() {
  const s = outreachStrings.newCampaign;
  const [open, setOpen] = useState(false);

  function handleCreate(campaign: NewCampaign) {
    setOpen(false);
    toast(campaignCreatedToast(campaign.name));
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          {s.open}
        </Button>
      </DialogTrigger>
      <DialogContent title={s.title} description={s.description} className="max-w-md gap-3 p-4 sm:p-6">
        <NewCampaignForm onCreate={handleCreate} onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
