import { afterEach, describe, expect, it } from 'vitest'
import { DATA_SAVER_KEY, dataSaverOn, setDataSaver } from '@/lib/device/data-saver'

// "Economia de dados" follows the browser until the person chooses, then their choice, kept.
function browserSavesData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: saveData === undefined ? undefined : { saveData } })
}

afterEach(() => {
  localStorage.removeItem(DATA_SAVER_KEY)
  browserSavesData(undefined)
})

describe('economia de dados', () => {
  it('is off on a phone that does not ask to save data, on where the browser asks', () => {
    expect(dataSaverOn()).toBe(false)
    browserSavesData(false)
    expect(dataSaverOn()).toBe(false)
    browserSavesData(true)
    expect(dataSaverOn()).toBe(true)
  })

  it("the person's choice wins over the browser's, and is kept on the phone", () => {
    browserSavesData(true)
    setDataSaver(false)
    expect(dataSaverOn()).toBe(false)
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('0')
    browserSavesData(false)
    setDataSaver(true)
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('1')
    expect(dataSaverOn()).toBe(true)
  })
})
