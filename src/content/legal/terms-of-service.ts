import { relatedTo, type LegalDocument, type LegalFacts } from './legal-document'
import { termsConstants as t } from './terms-constants'

export const termsOfService = (facts: LegalFacts): LegalDocument => ({
  title: 'Terms of Service',
  description: `The terms on which ${facts.brand} quotes, performs and warrants electrical, HVAC, ICT and lighting work across Greater Sydney.`,
  lastUpdated: '2026-11-21',
  summary: `Plain-English terms for the work we do: quotes are valid for ${t.quoteValidityDays} days, we ask for ${t.cancellationNoticeHours} hours' notice to cancel, and our workmanship is guaranteed for ${t.workmanshipWarrantyMonths} months.`,
  sections: [
    {
      id: 'agreement-to-terms',
      heading: 'Agreement to Terms',
      blocks: [
        {
          kind: 'p',
          content: `These terms apply to all services provided by ${facts.legalName} (ABN ${facts.abn}), trading as ${facts.brand} ("we", "us", "our"), and to your use of this website. By accepting a quote, booking a service or using this website, you agree to them.`,
        },
        {
          kind: 'p',
          content:
            'Nothing in these terms excludes, restricts or changes any right or remedy you have under the Australian Consumer Law or any other law that cannot lawfully be excluded. Where a written contract is required by law, for example under the Home Building Act 1989 (NSW), that contract applies together with these terms and prevails if they differ.',
        },
      ],
    },
    {
      id: 'service-description',
      heading: 'Service Description',
      blocks: [
        {
          kind: 'p',
          content: `We provide electrical, heating, cooling, ventilation and air-quality (HVAC), ICT (network cabling and security systems) and lighting services to residential and commercial clients across Greater Sydney, including ${facts.hours.emergency}. Our technicians hold the licences and authorisations the work requires.`,
        },
        {
          kind: 'p',
          content:
            'The scope of each job is set out in your quote or work order. If we find something on site that changes the scope, such as unsafe existing wiring, we will explain it and get your approval before doing extra work, unless it must be made safe immediately to protect people or property.',
        },
      ],
    },
    {
      id: 'pricing-and-payment',
      heading: 'Pricing and Payment',
      blocks: [
        {
          kind: 'list',
          items: [
            `Written quotes are valid for ${t.quoteValidityDays} days from the date of issue. After that, prices may change to reflect the cost of materials and labour.`,
            'All prices are in Australian dollars and include GST unless stated otherwise.',
            'A call-out fee applies to attendance for diagnosis and repairs; it is shown when you book. After-hours and emergency attendance is charged at the rates in your quote or confirmed when you call.',
            'For larger projects we may ask for a deposit before ordering equipment, with progress payments as set out in the quote.',
            'Invoices are payable within 14 days unless your quote states different terms. Equipment we supply remains our property until it is paid for in full.',
          ],
        },
      ],
    },
    {
      id: 'warranties',
      heading: 'Warranties',
      blocks: [
        {
          kind: 'p',
          content: `We guarantee our workmanship for ${t.workmanshipWarrantyMonths} months from the date the work is completed. If a fault is caused by our workmanship in that time, we will return and fix it at no charge.`,
        },
        {
          kind: 'p',
          content:
            "Equipment and parts carry their manufacturer's warranty, which we will help you claim. Our warranty does not cover faults caused by misuse, accidental damage, power surges, storms, normal wear and tear, or work by others on our installation.",
        },
        {
          kind: 'p',
          content:
            'Our goods and services also come with guarantees that cannot be excluded under the Australian Consumer Law. For major failures with a service, you are entitled to cancel your service contract with us and to a refund for the unused portion, or to compensation for its reduced value. You are also entitled to choose a refund or replacement for major failures with goods. If a failure with the goods or a service does not amount to a major failure, you are entitled to have the failure rectified in a reasonable time. If this is not done, you are entitled to a refund for the goods and to cancel the contract for the service and obtain a refund of any unused portion. You are also entitled to be compensated for any other reasonably foreseeable loss or damage from a failure in the goods or service.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      blocks: [
        {
          kind: 'p',
          content:
            'We hold public liability insurance and are responsible for loss or damage we cause through our negligence or breach of these terms.',
        },
        {
          kind: 'p',
          content:
            'To the extent the law allows, and except for the consumer guarantees described above, we are not liable for indirect or consequential loss, such as lost profits or business interruption, and where goods or services are not of a kind ordinarily acquired for personal, domestic or household use, our liability is limited to supplying the services again or paying the cost of having them supplied again.',
        },
      ],
    },
    {
      id: 'client-responsibilities',
      heading: 'Client Responsibilities',
      blocks: [
        { kind: 'p', content: 'To help us work safely and on time, you agree to:' },
        {
          kind: 'list',
          items: [
            'give us safe, clear access to the work area, switchboard and any roof space or subfloor involved;',
            'tell us about known hazards, such as asbestos, damaged wiring, aggressive pets or previous faults;',
            'have an adult present, or make other arrangements we have agreed, while we are on site;',
            'obtain any approvals you are responsible for, such as strata or landlord consent;',
            'give us accurate information when you book, so we bring the right equipment.',
          ],
        },
      ],
    },
    {
      id: 'cancellation-policy',
      heading: 'Cancellation Policy',
      blocks: [
        {
          kind: 'p',
          content: `Please give us at least ${t.cancellationNoticeHours} hours' notice to cancel or reschedule a booking. There is no charge when you do.`,
        },
        {
          kind: 'list',
          items: [
            `If you cancel with less than ${t.cancellationNoticeHours} hours' notice, we may charge a late cancellation fee of up to ${t.lateCancellationFeeMaxPercent}% of the call-out fee.`,
            ...(t.fullCallOutFeeAfterDispatch
              ? [
                  'If you cancel after a technician has been dispatched to your premises, or we cannot get access when we arrive, the full call-out fee applies.',
                ]
              : []),
            'Equipment ordered specially for your job may be charged at cost if it cannot be returned to the supplier.',
          ],
        },
        {
          kind: 'p',
          content:
            'If we need to reschedule, we will tell you as early as we can and will never charge you for our change.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      blocks: [
        {
          kind: 'p',
          content: `The content of this website, including text, graphics, logos and the design of our documents, belongs to ${facts.legalName} or its licensors and may not be copied for commercial use without our permission. Designs, drawings and reports we prepare for you may be used for your project.`,
        },
        {
          kind: 'p',
          content:
            'When you upload a photo to our gallery, you confirm it is your own photo and you give us a non-exclusive, royalty-free licence to display it on this website. You keep ownership, and you can ask us to remove it at any time.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      blocks: [
        {
          kind: 'p',
          content: `These terms are governed by the laws of ${t.governingLaw}. You and we submit to the non-exclusive jurisdiction of its courts and tribunals, including NSW Fair Trading and the NSW Civil and Administrative Tribunal (NCAT).`,
        },
        {
          kind: 'p',
          content: [
            'If you have a concern, please contact us first at ',
            { text: facts.email, href: facts.mailHref },
            ` or on ${facts.phone.display}; most issues can be resolved with a phone call.`,
          ],
        },
      ],
    },
    {
      id: 'changes-to-terms',
      heading: 'Changes to Terms',
      blocks: [
        {
          kind: 'p',
          content:
            'We may update these terms from time to time. The date at the top of this page shows when the wording last changed. The terms in force when you accepted your quote or booked apply to that job.',
        },
      ],
    },
  ],
  related: relatedTo('/terms-of-service'),
})
