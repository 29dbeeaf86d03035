/** What a public page hands its enquiry forms: the services offered and the phone to call instead. */
export const services = [
  { value: 'electrical', label: 'Electrical' },
  { value: 'hvac', label: 'HVAC' },
]
export const phone = { display: '02 9000 0000', href: 'tel:+61290000000' }
