import { createPublicKey } from "node:crypto";

export interface MailDnsRecord {
  purpose: "dkim" | "spf" | "dmarc" | "reply";
  type: "TXT" | "MX";
  name: string;
  value: string;
}

/** The domain of MAIL_FROM's address. */
export const mailFromDomain = (mailFrom: string): string =>
  (/@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? "").toLowerCase();

/** The DKIM key record (`v=DKIM1; k=rsa; p=<public key>`) of a PEM private key. */
export function dkimKeyRecord(privateKey: string): string {
  const der = createPublicKey(privateKey).export({ type: "spki", format: "der" });
  return `v=DKIM1; k=rsa; p=${der.toString("base64")}`;
}

/**
 * What the brokerage publishes in DNS so its mail is trusted (decision 050): the DKIM key at
 * `<selector>._domainkey.<domain>`, SPF and DMARC on MAIL_FROM's domain, and an MX for the reply domain.
 * SPF names the mail provider, which the portal cannot know: the record says where it goes.
 */
export function mailDnsRecords(options: {
  mailFrom: string;
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
  replyDomain: string | undefined;
}): MailDnsRecord[] {
  const domain = options.dkim?.domainName ?? mailFromDomain(options.mailFrom);
  const records: MailDnsRecord[] = [];
  if (options.dkim) {
    records.push({
      purpose: "dkim",
      type: "TXT",
      name: `${options.dkim.keySelector}._domainkey.${options.dkim.domainName}`,
      value: dkimKeyRecord(options.dkim.privateKey),
    });
  }
  records.push(
    { purpose: "spf", type: "TXT", name: domain, value: "v=spf1 include:<your mail provider's SPF domain> ~all" },
    {
      purpose: "dmarc",
      type: "TXT",
      name: `_dmarc.${domain}`,
      value: `v=DMARC1; p=quarantine; rua=mailto:dmarc@${domain}`,
    },
  );
  if (options.replyDomain) {
    records.push({
      purpose: "reply",
      type: "MX",
      name: options.replyDomain,
      value: "10 <the host that receives replies>",
    });
  }
  return records;
}
