import { expect, test, type Page } from '@playwright/test';
import { RecipePage } from '@/e2e/pages/recipe-page';
import { SearchPage } from '@/e2e/pages/search-page';

// Issue 26, the text around the stove: a steak recipe offers its donenesses beside the USDA
// minimum, metric reaches the kitchen tip, and a search on cook time shows the cook time.

/** A recipe page with its doneness chooser (components/recipe/recipe-doneness.tsx), in the
 *  recipe's language. */
class DonenessRecipePage extends RecipePage {
  constructor(
    page: Page,
    private readonly words = { section: /^How done:/, doneness: 'Doneness' },
  ) {
    super(page);
  }
  doneness() {
    return this.page.getByRole('region', { name: this.words.section });
  }
  donenessSelect() {
    return this.doneness().getByLabel(this.words.doneness);
  }
  tip() {
    return this.page.getByRole('complementary', { name: 'Kitchen tip' });
  }
}

test('a steak recipe offers rare to well done, opening on the USDA-safe choice, and says so below it', async ({
  page,
}) => {
  const recipe = new DonenessRecipePage(page);
  await recipe.goto('/recipes/grilled-ribeye-steaks-with-classic-beef-rub');
  await expect(recipe.doneness()).toBeVisible();
  const options = recipe.donenessSelect().getByRole('option');
  await expect(options).toHaveText([
    /^Rare \(below/,
    /^Medium Rare \(below/,
    /^Medium \(below/,
    'Medium Well',
    'Well Done',
  ]);
  await expect(recipe.donenessSelect()).toHaveValue('Medium Well');
  await expect(recipe.doneness().getByRole('status')).toContainText('145 °F');
  await recipe.donenessSelect().selectOption('Rare');
  await expect(recipe.doneness().getByRole('status')).toContainText(/below the USDA/i);
});

test('a Spanish steak recipe offers its donenesses in Spanish, with no English word', async ({ page }) => {
  const recipe = new DonenessRecipePage(page, { section: /^Término:/, doneness: 'Término' });
  await recipe.goto('/recipes/churrasco-con-chimichurri');
  await expect(recipe.doneness()).toBeVisible();
  await expect(recipe.donenessSelect().getByRole('option')).toHaveText([
    /^Poco cocido \(bajo/,
    /^Medio rojo \(bajo/,
    /^Término medio \(bajo/,
    'Tres cuartos',
    'Bien cocido',
  ]);
  await expect(recipe.donenessSelect()).toHaveValue('Tres cuartos');
  await expect(recipe.doneness().getByLabel('Método')).toHaveValue('A la parrilla');
  await expect(recipe.doneness().getByLabel('Grosor o peso')).toHaveValue('¾ de pulgada');
  await recipe.doneness().getByLabel('Grosor o peso').selectOption('1½ pulgadas');
  await recipe.donenessSelect().selectOption('Poco cocido');
  const result = recipe.doneness().getByRole('status');
  await expect(result).toContainText(/por debajo del mínimo seguro del USDA/);
  await expect(result).toContainText('Fuego directo medio');
  const english = /\b(inch|inches|rare|medium|well|done|oven|heat|direct|hr|grill)\b/i;
  expect(await recipe.doneness().innerText()).not.toMatch(english);
});

test('in metric the doneness chooser writes °C and centimetres, keeps the choice, and opens so on the next recipe', async ({
  page,
}) => {
  const recipe = new DonenessRecipePage(page, { section: /^Término:/, doneness: 'Término' });
  await recipe.goto('/recipes/churrasco-con-chimichurri');
  const size = recipe.doneness().getByLabel('Grosor o peso');
  await size.selectOption('1½ pulgadas');
  await recipe.donenessSelect().selectOption('Poco cocido');
  await recipe.metric().click();
  // The same choice, read in metric: 1½ inches is 4 cm, rare is pulled at 120 °F (49 °C).
  await expect(size.locator('option:checked')).toHaveText('4 cm');
  await expect(recipe.donenessSelect()).toHaveValue('Poco cocido');
  const result = recipe.doneness().getByRole('status');
  await expect(result).toContainText('49 °C');
  await expect(result).toContainText('63 °C');
  const imperial = /°F|pulgada|\blibras?\b|\blb\b|\boz\b/;
  expect(await recipe.doneness().innerText()).not.toMatch(imperial);
  // The next recipe, by its plain URL, opens in the reader's units.
  const next = new DonenessRecipePage(page);
  await next.goto('/recipes/grilled-ribeye-steaks-with-classic-beef-rub');
  await expect(next.doneness().getByLabel('Thickness or weight').locator('option').first()).toHaveText('2 cm');
  await expect(next.doneness().getByRole('status')).toContainText('63 °C');
  expect(await next.doneness().innerText()).not.toMatch(/°F|\binch|\blb\b/);
});

test('a ground-beef recipe offers no doneness', async ({ page }) => {
  const recipe = new DonenessRecipePage(page);
  await recipe.goto('/recipes/classic-grilled-cheeseburgers');
  await expect(recipe.heading()).toBeVisible();
  await expect(recipe.doneness()).toHaveCount(0);
});

test('metric reaches the kitchen tip and the serving size', async ({ page }) => {
  const recipe = new DonenessRecipePage(page);
  await recipe.goto('/recipes/beef-and-broccoli-stir-fry');
  await expect(recipe.tip()).toContainText('1/4-inch slices');
  await recipe.metric().click();
  await expect(recipe.tip()).toContainText('6 mm slices');
  // The header's serving size (the print summary repeats it, hidden on screen).
  await expect(page.getByText(/about 85 g cooked beef/).first()).toBeVisible();
});

test('a search on cook time shows each card’s cook time, labelled', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto('/recipes?maxCookTimeMinutes=45');
  await expect(search.firstResult()).toContainText(/Cook \d+ minutes · Total /);
  await search.goto('/recipes');
  await expect(search.firstResult()).not.toContainText(/Cook \d/);
});
