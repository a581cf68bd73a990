export interface ScrapedLead {
  id: string;
  company: string;
  contact: string;
  email: string;
  phone: string;
  location: string;
}

export const sampleLeads: readonly ScrapedLead[] = [
  { id: 'lead-1', company: 'Fjordtech AS', contact: 'Ingrid Solberg', email: 'ingrid@fjordtech.no', phone: '+47 912 34 567', location: 'Oslo' },
  { id: 'lead-2', company: 'Nordlys Konsult', contact: 'Lars Haugen', email: 'lars.haugen@nordlys.no', phone: '+47 934 56 789', location: 'Bergen' },
  { id: 'lead-3', company: 'Vestby Data AS', contact: 'Kari Nilsen', email: 'kari@vestbydata.no', phone: '+47 456 78 901', location: 'Stavanger' },
  { id: 'lead-4', company: 'Midtnorsk Bygg', contact: 'Ole Johansen', email: 'ole@midtnorskbygg.no', phone: '+47 987 65 432', location: 'Trondheim' },
];

export type ResultStatId = 'totalLeads' | 'emails' | 'phones' | 'companies';

export interface ResultStat {
  id: ResultStatId;
  value: number;
}

export const sampleResultStats: readonly ResultStat[] = [
  { id: 'totalLeads', value: 1027 },
  { id: 'emails', value: 842 },
  { id: 'phones', value: 611 },
  { id: 'companies', value: 389 },
];
