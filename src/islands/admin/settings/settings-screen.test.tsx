import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { description } from '#tests/components/accessible.ts'
import { DEFAULT_BUSINESS_SETTINGS } from '../../../business-defaults.ts'
import { SETTINGS_CONFLICT, type StoredSettings } from '../../../domain/business-settings.ts'
import { api, ApiError } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { notify } from '../../ui/toast.tsx'
import { SettingsScreen } from './settings-screen.tsx'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))
vi.mock('../admin-guard.tsx', () => import('#tests/components/signed-in-admin.tsx'))

const stored: StoredSettings = {
  settings: {
    ...DEFAULT_BUSINESS_SETTINGS,
    phone: { display: '02 5550 1234', e164: '+61255501234' },
    service_areas: ['Sydney CBD', 'Parramatta', 'Bondi'],
    testimonials: [
      { id: 'ada', name: 'Ada Lovelace', text: 'Quick and tidy.', suburb: 'Bondi', hidden: false },
      { id: 'grace', name: 'Grace Hopper', text: 'Fixed it first time.', hidden: false },
    ],
  },
  version: 4,
  updated_at: '2026-11-20T01:00:00.000Z',
  updated_by: 'owner@harbourline.example',
}

function renderScreen() {
  vi.spyOn(api.settings, 'read').mockResolvedValue(stored)
  vi.spyOn(api.publish, 'status').mockResolvedValue({
    state: 'live',
    live_as_of: null,
    pending_since: null,
    failure: null,
  })
  const user = userEvent.setup()
  render(<SettingsScreen />)
  return user
}

const saturday = () => screen.getByRole('group', { name: 'Saturday' })
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save settings' }))
const areaNames = () =>
  within(screen.getByRole('list', { name: 'Service areas' }))
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value)

afterEach(() => queryClient.clear())

describe('the business settings screen', () => {
  test('loads and shows the saved values', async () => {
    renderScreen()
    expect(await screen.findByRole('textbox', { name: 'Phone' })).toHaveProperty('value', '02 5550 1234')
    expect(screen.getByRole('textbox', { name: 'Phone (international)' })).toHaveProperty(
      'value',
      '+61255501234',
    )
    expect(screen.getByRole('textbox', { name: 'Business name as shown' })).toHaveProperty(
      'value',
      DEFAULT_BUSINESS_SETTINGS.brand,
    )
    expect(screen.getByRole('textbox', { name: 'Google review link' })).toHaveProperty(
      'value',
      DEFAULT_BUSINESS_SETTINGS.review_url,
    )
    expect(areaNames()).toEqual(['Sydney CBD', 'Parramatta', 'Bondi'])
    expect(screen.getByRole('group', { name: 'Grace Hopper' })).toBeTruthy()
    const monday = screen.getByRole('group', { name: 'Monday' })
    expect(within(monday).getByLabelText('Opens')).toHaveProperty(
      'value',
      DEFAULT_BUSINESS_SETTINGS.hours.week.monday.opens,
    )
    // The public address is not where enquiry notices go: the field says so.
    expect(description(screen.getByRole('textbox', { name: 'Email' }))).toMatch(
      /Notices of new enquiries go to the office inbox chosen when the site was set up/,
    )
  })

  test("a new phone and Saturday's hours are sent with the version read, and the save is told", async () => {
    const user = renderScreen()
    const sent = vi.spyOn(api.settings, 'save').mockImplementation(async ({ settings }) => ({
      ...stored,
      settings: settings as StoredSettings['settings'],
      version: 5,
    }))
    const phone = await screen.findByRole('textbox', { name: 'Phone' })
    await user.clear(phone)
    await user.type(phone, '02 5550 9876')
    await user.clear(screen.getByRole('textbox', { name: 'Phone (international)' }))
    await user.type(screen.getByRole('textbox', { name: 'Phone (international)' }), '+61255509876')
    const closed = within(saturday()).getByLabelText('Closed')
    if ((closed as HTMLInputElement).checked) await user.click(closed)
    await user.clear(within(saturday()).getByLabelText('Opens'))
    await user.type(within(saturday()).getByLabelText('Opens'), '08:00')
    await user.clear(within(saturday()).getByLabelText('Closes'))
    await user.type(within(saturday()).getByLabelText('Closes'), '12:00')
    await save(user)

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
    const body = sent.mock.calls[0]![0]
    expect(body.version).toBe(4)
    expect(body.settings.phone).toEqual({ display: '02 5550 9876', e164: '+61255509876' })
    expect(body.settings.hours.week.saturday).toEqual({ closed: false, opens: '08:00', closes: '12:00' })
    expect(body.settings.service_areas).toEqual(['Sydney CBD', 'Parramatta', 'Bondi'])
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Settings saved', variant: 'success' }),
      ),
    )
    expect(vi.mocked(notify).mock.calls[0]![0].description).toMatch(/rebuilt/)

    // The next save starts from the version just saved.
    await save(user)
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2))
    expect(sent.mock.calls[1]![0].version).toBe(5)
  })

  test("the API's field errors land on their fields: Saturday's closing time and the second area", async () => {
    const user = renderScreen()
    vi.spyOn(api.settings, 'save').mockRejectedValue(
      new ApiError('validation_failed', 'Closing time must be after opening time', 400, [
        { path: 'settings.hours.week.saturday.closes', message: 'Closing time must be after opening time' },
        { path: 'settings.service_areas.1', message: 'This area is already in the list' },
      ]),
    )
    await screen.findByRole('textbox', { name: 'Phone' })
    const closed = within(saturday()).getByLabelText('Closed')
    if ((closed as HTMLInputElement).checked) await user.click(closed)
    await save(user)

    const closes = within(saturday()).getByLabelText('Closes')
    await waitFor(() => expect(description(closes)).toBe('Closing time must be after opening time'))
    expect(closes.getAttribute('aria-invalid')).toBe('true')
    expect(within(saturday()).getByLabelText('Opens').getAttribute('aria-invalid')).toBeNull()
    expect(description(screen.getByLabelText('Area 2'))).toBe('This area is already in the list')
    expect(screen.getByLabelText('Area 1').getAttribute('aria-invalid')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(closes))
  })

  test('a save after someone else saved says why and reloads their settings on request', async () => {
    const user = renderScreen()
    vi.spyOn(api.settings, 'save').mockRejectedValue(new ApiError('conflict', SETTINGS_CONFLICT, 409))
    const phone = await screen.findByRole('textbox', { name: 'Phone' })
    await user.clear(phone)
    await user.type(phone, '02 5550 0000')
    await save(user)

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(SETTINGS_CONFLICT)
    const theirs = {
      ...stored,
      version: 6,
      settings: { ...stored.settings, brand: 'Harbourline Electrical' },
    }
    vi.mocked(api.settings.read).mockResolvedValue(theirs)
    await user.click(within(alert).getByRole('button', { name: 'Reload the settings' }))

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Business name as shown' })).toHaveProperty(
        'value',
        'Harbourline Electrical',
      ),
    )
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty('value', '02 5550 1234')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('areas are added, removed and moved, and sent in their order', async () => {
    const user = renderScreen()
    const sent = vi.spyOn(api.settings, 'save').mockResolvedValue({ ...stored, version: 5 })
    await screen.findByRole('textbox', { name: 'Phone' })

    await user.click(screen.getByRole('button', { name: 'Add an area' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Area 4')))
    await user.keyboard('Chatswood')
    await user.click(screen.getByRole('button', { name: 'Remove Parramatta' }))
    await user.click(screen.getByRole('button', { name: 'Move "Chatswood" up' }))
    expect(areaNames()).toEqual(['Sydney CBD', 'Chatswood', 'Bondi'])
    expect(screen.getByText('"Chatswood" moved to position 2 of 3.')).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move "Chatswood" up' })),
    )
    await save(user)

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
    expect(sent.mock.calls[0]![0].settings.service_areas).toEqual(['Sydney CBD', 'Chatswood', 'Bondi'])
  })

  test('a hidden testimonial is kept and sent as hidden', async () => {
    const user = renderScreen()
    const sent = vi.spyOn(api.settings, 'save').mockResolvedValue({ ...stored, version: 5 })
    await screen.findByRole('textbox', { name: 'Phone' })

    await user.click(
      within(screen.getByRole('group', { name: 'Ada Lovelace' })).getByLabelText('Hide from the site'),
    )
    expect(screen.getByRole('group', { name: /Ada Lovelace.*hidden/ })).toBeTruthy()
    await save(user)

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
    expect(sent.mock.calls[0]![0].settings.testimonials).toEqual([
      expect.objectContaining({ id: 'ada', hidden: true }),
      expect.objectContaining({ id: 'grace', hidden: false }),
    ])
  })

  test('the legal name, ABN, year founded and licences show with their labels and hints', async () => {
    renderScreen()
    const abn = await screen.findByRole('textbox', { name: 'ABN' })
    expect(abn).toHaveProperty('value', DEFAULT_BUSINESS_SETTINGS.abn)
    expect(description(abn)).toMatch(/ABN Lookup \(abr\.business\.gov\.au\)/)
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveProperty(
      'value',
      DEFAULT_BUSINESS_SETTINGS.legal_name,
    )
    expect(screen.getByRole('textbox', { name: 'Year founded' })).toHaveProperty(
      'value',
      String(DEFAULT_BUSINESS_SETTINGS.founded),
    )
    const numbers = within(screen.getByRole('list', { name: 'Licences' })).getAllByRole('textbox', {
      name: 'Number',
    })
    expect(numbers.map((input) => (input as HTMLInputElement).value)).toEqual(
      DEFAULT_BUSINESS_SETTINGS.licences.map((licence) => licence.number),
    )
  })

  test('an ABN that fails the check and an emptied year are refused by their fields, and nothing is sent', async () => {
    const user = renderScreen()
    const sent = vi.spyOn(api.settings, 'save')
    const abn = await screen.findByRole('textbox', { name: 'ABN' })
    await user.clear(abn)
    await user.type(abn, '51 824 753 557')
    const founded = screen.getByRole('textbox', { name: 'Year founded' })
    await user.clear(founded)
    await save(user)

    await waitFor(() =>
      expect(description(abn)).toContain(
        'This is not a valid ABN: check its digits on ABN Lookup (abr.business.gov.au)',
      ),
    )
    expect(abn.getAttribute('aria-invalid')).toBe('true')
    expect(description(founded)).toContain('Enter the year as four digits, like 2017')
    expect(screen.getByRole('textbox', { name: 'Legal name' }).getAttribute('aria-invalid')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(abn))
    expect(sent).not.toHaveBeenCalled()
  })

  test("a row's field shows its own error: an emptied licence number, a link that is not https, a testimonial with no words", async () => {
    const user = renderScreen()
    const sent = vi.spyOn(api.settings, 'save')
    await screen.findByRole('textbox', { name: 'Phone' })
    const [licenceName] = within(screen.getByRole('list', { name: 'Licences' })).getAllByRole('textbox', {
      name: 'Licence',
    })
    const [licenceNumber] = within(screen.getByRole('list', { name: 'Licences' })).getAllByRole('textbox', {
      name: 'Number',
    })
    await user.clear(licenceNumber!)
    await user.click(screen.getByRole('button', { name: 'Add a link' }))
    const links = within(screen.getByRole('list', { name: 'Social links' }))
    await user.type(links.getAllByRole('textbox', { name: 'Network' }).at(-1)!, 'Facebook')
    const link = links.getAllByRole('textbox', { name: 'Link' }).at(-1)!
    await user.type(link, 'http://facebook.com/harbourline')
    const grace = screen.getByRole('group', { name: 'Grace Hopper' })
    const words = within(grace).getByRole('textbox', { name: 'What they said' })
    await user.clear(words)
    await save(user)

    await waitFor(() => expect(licenceNumber!.getAttribute('aria-invalid')).toBe('true'))
    expect(description(licenceNumber!)).not.toBe('')
    expect(licenceName!.getAttribute('aria-invalid')).toBeNull()
    expect(link.getAttribute('aria-invalid')).toBe('true')
    expect(description(words)).toContain('Enter what the customer said')
    expect(
      within(grace).getByRole('textbox', { name: "Customer's name" }).getAttribute('aria-invalid'),
    ).toBeNull()
    expect(sent).not.toHaveBeenCalled()
  })

  test('a licence is added and one removed, the year is sent as a number and the ABN as the ABR writes it', async () => {
    const user = renderScreen()
    const sent = vi.spyOn(api.settings, 'save').mockResolvedValue({ ...stored, version: 5 })
    const abn = await screen.findByRole('textbox', { name: 'ABN' })
    await user.clear(abn)
    await user.type(abn, '51824753556')
    const founded = screen.getByRole('textbox', { name: 'Year founded' })
    await user.clear(founded)
    await user.type(founded, '2009')

    await user.click(screen.getByRole('button', { name: 'Add a licence' }))
    const licences = () => within(screen.getByRole('list', { name: 'Licences' }))
    const names = licences().getAllByRole('textbox', { name: 'Licence' })
    await waitFor(() => expect(document.activeElement).toBe(names.at(-1)))
    await user.keyboard('Gas Fitting Licence')
    await user.type(licences().getAllByRole('textbox', { name: 'Number' }).at(-1)!, 'GF 654321')
    const [first] = DEFAULT_BUSINESS_SETTINGS.licences
    await user.click(screen.getByRole('button', { name: `Remove the ${first!.name} licence` }))
    await save(user)

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
    const { settings } = sent.mock.calls[0]![0]
    expect(settings.licences).toEqual([
      ...DEFAULT_BUSINESS_SETTINGS.licences.slice(1),
      { name: 'Gas Fitting Licence', number: 'GF 654321' },
    ])
    expect(settings.founded).toBe(2009)
    expect(settings.abn).toBe('51 824 753 556')
  })
})
