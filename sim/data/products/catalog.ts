/**
 * Word lists the product names are built from: departments, their aisles, brands and items.
 * An item line reads 'Aisle|Noun|sizes|low-high price|flags'. A size is '16 oz', '12 ct', 'lb' (priced per
 * pound) or 'NxQ unit' (a pack of N). Flags: w sold by weight, m made to order, s SNAP in a non-SNAP
 * department, n not SNAP in a SNAP department, k subscribe-and-save eligible.
 */

export interface CatalogItem {
  aisle: string
  noun: string
  sizes: string[]
  low: number
  high: number
  byWeight: boolean
  madeToOrder: boolean
  snap: boolean
  sns: boolean
}

export interface Department {
  key: string
  name: string
  weight: number
  brands: string[]
  qualifiers: string[]
  items: CatalogItem[]
}

interface RawDepartment {
  key: string
  name: string
  weight: number
  snap: boolean
  brands: string[]
  qualifiers: string[]
  items: string[]
}

const RAW: RawDepartment[] = [
  {
    key: 'produce',
    name: 'Fruits & Vegetables',
    weight: 10,
    snap: true,
    brands: ['Sunfield', 'Green Acre', 'Orchard Lane', 'Valley Harvest'],
    qualifiers: ['', 'Organic', 'Fresh', 'Local'],
    items: [
      'Fresh Fruit|Gala Apples|3 lb,5 lb|3.99-6.99',
      'Fresh Fruit|Bananas|lb|0.49-0.79|w',
      'Fresh Fruit|Navel Oranges|4 lb|4.49-6.49',
      'Fresh Fruit|Strawberries|16 oz,32 oz|2.99-6.99',
      'Fresh Fruit|Blueberries|6 oz,18 oz|2.49-6.99',
      'Fresh Fruit|Seedless Red Grapes|lb|1.99-3.49|w',
      'Fresh Fruit|Hass Avocados|4 ct|3.99-5.99',
      'Fresh Vegetables|Broccoli Crowns|lb|1.49-2.49|w',
      'Fresh Vegetables|Baby Carrots|16 oz,32 oz|1.29-2.99',
      'Fresh Vegetables|Roma Tomatoes|lb|0.99-1.99|w',
      'Fresh Vegetables|Russet Potatoes|5 lb,10 lb|3.49-6.99',
      'Fresh Vegetables|Yellow Onions|3 lb|2.49-3.99',
      'Fresh Vegetables|Green Bell Peppers|3 ct|2.49-3.99',
      'Packaged Salads|Spring Mix Salad|5 oz,11 oz|3.49-5.99',
      'Packaged Salads|Caesar Salad Kit|10.5 oz|3.49-4.99',
      'Fresh Herbs|Cilantro Bunch|1 ct|0.79-1.29',
      'Fresh Herbs|Basil|0.75 oz|1.99-2.99',
    ],
  },
  {
    key: 'meat',
    name: 'Meat & Seafood',
    weight: 7,
    snap: true,
    brands: ['Prairie Ranch', 'Open Range', 'Harbor Catch', 'Hearthside'],
    qualifiers: ['', 'Premium', 'All Natural', 'Select'],
    items: [
      'Beef|Ground Beef 85/15|lb|4.99-6.99|w',
      'Beef|Ribeye Steak|lb|11.99-15.99|w',
      'Beef|Top Sirloin Steak|lb|8.99-11.99|w',
      'Chicken|Boneless Skinless Chicken Breasts|lb|2.99-4.99|w',
      'Chicken|Chicken Thighs|lb|1.99-3.49|w',
      'Chicken|Whole Fryer Chicken|lb|1.29-1.99|w',
      'Pork|Pork Loin Chops|lb|3.49-4.99|w',
      'Pork|Thick Cut Bacon|16 oz|5.99-8.99',
      'Seafood|Atlantic Salmon Fillet|lb|8.99-12.99|w',
      'Seafood|Raw Shrimp 21-25 ct|2 lb|12.99-17.99',
      'Seafood|Cod Fillets|lb|7.99-10.99|w',
      'Sausages & Hot Dogs|Beef Franks|14 oz|3.99-5.49',
      'Sausages & Hot Dogs|Italian Sausage|19 oz|4.49-5.99',
    ],
  },
  {
    key: 'dairy',
    name: 'Dairy, Eggs & Cheese',
    weight: 9,
    snap: true,
    brands: ['Clover Hill', 'Sweet Meadow', 'Highland Creamery'],
    qualifiers: ['', 'Organic', 'Farm Fresh', 'Classic'],
    items: [
      'Milk|Whole Milk|1 gal,0.5 gal|2.99-4.99',
      'Milk|2% Reduced Fat Milk|1 gal|2.99-4.49',
      'Milk|Oat Milk|64 fl oz|3.49-4.99',
      'Eggs|Large Grade A Eggs|12 ct,18 ct|2.49-5.99',
      'Eggs|Cage Free Brown Eggs|12 ct|3.99-6.49',
      'Cheese|Sharp Cheddar Cheese|8 oz|2.99-4.49',
      'Cheese|Shredded Mozzarella|16 oz|3.99-5.99',
      'Cheese|Sliced Swiss Cheese|8 oz|3.49-4.99',
      'Yogurt|Greek Yogurt Plain|32 oz|4.99-6.99',
      'Yogurt|Strawberry Yogurt Cups|4x5.3 oz|3.49-4.99',
      'Butter & Cream|Salted Butter|16 oz|3.99-5.99',
      'Butter & Cream|Heavy Whipping Cream|16 fl oz|2.99-4.49',
      'Butter & Cream|Sour Cream|16 oz|1.99-2.99',
    ],
  },
  {
    key: 'bakery',
    name: 'Bread & Bakery',
    weight: 6,
    snap: true,
    brands: ['Hearth & Grain', 'Golden Crust', "Baker's Row"],
    qualifiers: ['', 'Artisan', 'Fresh Baked', 'Classic'],
    items: [
      'Bread|Sourdough Loaf|24 oz|3.99-5.49',
      'Bread|100% Whole Wheat Bread|20 oz|2.99-4.29',
      'Bread|White Sandwich Bread|20 oz|1.99-2.99',
      'Rolls & Buns|Hamburger Buns|8 ct|2.49-3.49',
      'Rolls & Buns|Hot Dog Buns|8 ct|2.49-3.49',
      'Bagels & Muffins|Plain Bagels|6 ct|3.49-4.49',
      'Bagels & Muffins|Blueberry Muffins|4 ct|4.49-5.99',
      'Desserts|Chocolate Chip Cookies|12 ct|4.99-6.49',
      'Desserts|Apple Pie|36 oz|7.99-9.99',
      'Tortillas|Flour Tortillas|10 ct|2.49-3.49',
      'Cakes|Custom Decorated Sheet Cake|1 ct|24.99-39.99|m',
    ],
  },
  {
    key: 'deli',
    name: 'Deli',
    weight: 6,
    snap: true,
    brands: ['Harbor Deli', 'Carver & Co.', 'Old Mill'],
    qualifiers: ['', 'Premium', 'Classic', 'Signature'],
    items: [
      'Deli Meats|Sliced Turkey Breast|lb|8.99-11.99|w',
      'Deli Meats|Black Forest Ham|lb|7.99-10.99|w',
      'Deli Meats|Genoa Salami|lb|9.99-12.99|w',
      'Deli Cheese|Provolone Cheese|lb|6.99-8.99|w',
      'Prepared Foods|Rotisserie Chicken|1 ct|6.99-8.99',
      'Prepared Foods|Potato Salad|16 oz|3.99-5.49',
      'Prepared Foods|Macaroni & Cheese|16 oz|4.99-6.49',
      'Sandwiches & Wraps|Turkey Club Sandwich|1 ct|6.99-8.99|m',
      'Sandwiches & Wraps|Build Your Own Sub Sandwich|1 ct|7.99-9.99|m',
      'Sandwiches & Wraps|Chicken Caesar Wrap|1 ct|6.99-8.49|m',
      'Party Trays|Meat & Cheese Party Tray|1 ct|29.99-49.99|m',
      'Party Trays|Custom Party Sub 3 ft|1 ct|39.99-49.99|m',
      'Hummus & Dips|Classic Hummus|10 oz|3.49-4.99',
    ],
  },
  {
    key: 'beverages',
    name: 'Beverages',
    weight: 8,
    snap: true,
    brands: ['Clear Spring', 'Sunny Grove', 'Peak Roasters', 'Fizzwell'],
    qualifiers: ['', 'Classic', 'Premium'],
    items: [
      'Water|Purified Drinking Water|24x16.9 fl oz|3.99-5.99|k',
      'Water|Sparkling Water Lime|8x12 fl oz|3.99-5.49',
      'Soft Drinks|Cola|12x12 fl oz|5.99-8.49',
      'Soft Drinks|Ginger Ale|2 lt|1.99-2.79',
      'Juice|Orange Juice No Pulp|52 fl oz|3.49-4.99',
      'Juice|Apple Juice|64 fl oz|2.49-3.99',
      'Coffee|Medium Roast Ground Coffee|12 oz|6.99-9.99|k',
      'Coffee|Dark Roast Whole Bean Coffee|24 oz|11.99-15.99|k',
      'Tea|Green Tea Bags|20 ct|2.99-4.49',
      'Sports Drinks|Electrolyte Drink Fruit Punch|6x20 fl oz|5.49-6.99',
    ],
  },
  {
    key: 'wine',
    name: 'Wine, Beer & Spirits',
    weight: 5,
    snap: false,
    brands: ['Vineyard Ridge', 'Cask & Crown', 'Lantern Hill Cellars', 'Coastal Range'],
    qualifiers: ['', 'Reserve', 'Estate'],
    items: [
      'Wine|Cabernet Sauvignon|750 ml|9.99-24.99',
      'Wine|Chardonnay|750 ml|8.99-19.99',
      'Wine|Pinot Noir|750 ml|11.99-29.99',
      'Wine|Sauvignon Blanc|750 ml|8.99-16.99',
      'Wine|Dry Rose|750 ml|9.99-15.99',
      'Wine|Prosecco|750 ml|11.99-17.99',
      'Beer|India Pale Ale|6x12 fl oz|9.99-12.99',
      'Beer|Mexican Style Lager|12x12 fl oz|14.99-18.99',
      'Spirits|Small Batch Bourbon|750 ml|29.99-44.99',
    ],
  },
  {
    key: 'frozen',
    name: 'Frozen Foods',
    weight: 7,
    snap: true,
    brands: ['Polar Pantry', 'Frost Valley', 'Northern Kitchen'],
    qualifiers: ['', 'Family Size', 'Organic'],
    items: [
      'Frozen Meals|Chicken Alfredo Bowl|10 oz|2.99-4.49',
      'Frozen Pizza|Pepperoni Pizza|21 oz|5.99-8.99',
      'Frozen Pizza|Four Cheese Pizza|19 oz|5.99-8.49',
      'Frozen Vegetables|Sweet Peas|12 oz|1.29-2.29',
      'Frozen Vegetables|Broccoli Florets|12 oz|1.49-2.49',
      'Ice Cream|Vanilla Bean Ice Cream|48 fl oz|3.99-6.49',
      'Ice Cream|Mint Chocolate Chip Ice Cream|48 fl oz|3.99-6.49',
      'Frozen Breakfast|Buttermilk Waffles|10 ct|2.49-3.49',
      'Frozen Seafood|Breaded Fish Sticks|24 oz|5.99-7.99',
    ],
  },
  {
    key: 'snacks',
    name: 'Snacks & Candy',
    weight: 8,
    snap: true,
    brands: ['Crunch Co.', 'Trailblazer', 'Sweet Spot', 'Golden Kettle'],
    qualifiers: ['', 'Family Size', 'Snack Size'],
    items: [
      'Chips|Sea Salt Kettle Chips|8 oz|2.99-4.49',
      'Chips|Tortilla Chips|13 oz|2.99-4.99',
      'Crackers|Whole Wheat Crackers|9 oz|2.49-3.99',
      'Cookies|Chocolate Sandwich Cookies|14 oz|2.99-4.49',
      'Nuts & Trail Mix|Roasted Almonds|16 oz|5.99-8.99',
      'Nuts & Trail Mix|Mountain Trail Mix|26 oz|7.99-10.99',
      'Candy|Milk Chocolate Bar|1.55 oz|0.99-1.49',
      'Candy|Gummy Bears|12 oz|2.49-3.49',
      'Popcorn|Butter Microwave Popcorn|6x3 oz|3.49-4.99',
    ],
  },
  {
    key: 'pantry',
    name: 'Pantry',
    weight: 10,
    snap: true,
    brands: ['Pantry Select', 'Hillside Kitchen', 'Nonna Lucia', 'Prairie Mill'],
    qualifiers: ['', 'Organic', 'Classic'],
    items: [
      'Canned Goods & Soups|Chicken Noodle Soup|18.6 oz|1.99-2.99',
      'Canned Goods & Soups|Diced Tomatoes|14.5 oz|0.99-1.59',
      'Canned Goods & Soups|Black Beans|15 oz|0.89-1.49',
      'Pasta & Rice|Spaghetti|16 oz|1.29-2.29',
      'Pasta & Rice|Penne Rigate|16 oz|1.29-2.29',
      'Pasta & Rice|Long Grain White Rice|5 lb|3.99-5.99',
      'Condiments & Sauces|Marinara Sauce|24 oz|2.99-4.99',
      'Condiments & Sauces|Tomato Ketchup|32 oz|2.49-3.79',
      'Condiments & Sauces|Yellow Mustard|14 oz|1.49-2.29',
      'Baking|All Purpose Flour|5 lb|2.99-4.49',
      'Baking|Granulated Sugar|4 lb|2.99-4.29',
      'Baking|Extra Virgin Olive Oil|16.9 fl oz|6.99-10.99',
    ],
  },
  {
    key: 'breakfast',
    name: 'Breakfast & Cereal',
    weight: 6,
    snap: true,
    brands: ['Morning Meadow', 'Sunrise Mills', 'Golden Grain'],
    qualifiers: ['', 'Organic', 'Whole Grain'],
    items: [
      'Cereal|Honey Oat Clusters|14 oz|3.49-4.99',
      'Cereal|Frosted Corn Flakes|17 oz|3.29-4.79',
      'Cereal|Toasted Oat Rings|12 oz|2.99-4.49',
      'Oatmeal|Old Fashioned Oats|42 oz|4.49-5.99',
      'Oatmeal|Instant Oatmeal Variety Pack|10 ct|3.49-4.49',
      'Breakfast Bars|Chewy Granola Bars|8 ct|2.99-3.99',
      'Pancake Mix & Syrup|Buttermilk Pancake Mix|32 oz|2.99-3.99',
      'Pancake Mix & Syrup|Pure Maple Syrup|12.5 fl oz|7.99-10.99',
      'Spreads|Creamy Peanut Butter|16 oz|2.49-3.99',
      'Spreads|Strawberry Preserves|18 oz|2.99-4.29',
    ],
  },
  {
    key: 'household',
    name: 'Household & Cleaning',
    weight: 5,
    snap: false,
    brands: ['Brightside', 'CleanCrest', 'Everfresh Home'],
    qualifiers: ['', 'Ultra', 'Value Pack'],
    items: [
      'Laundry|Liquid Laundry Detergent|92 fl oz|8.99-12.99|k',
      'Laundry|Dryer Sheets|120 ct|3.99-5.99',
      'Paper Products|Paper Towels|6 ct|7.99-11.99|k',
      'Paper Products|Bath Tissue|12 ct|8.99-13.99|k',
      'Cleaning Supplies|Multi-Surface Cleaner|32 fl oz|2.99-4.49',
      'Cleaning Supplies|Lemon Dish Soap|24 fl oz|2.49-3.99',
      'Trash Bags|Tall Kitchen Trash Bags|45 ct|8.99-12.99|k',
      'Food Storage|Aluminum Foil|75 sq ft|3.99-5.49',
    ],
  },
  {
    key: 'personal',
    name: 'Personal Care & Health',
    weight: 5,
    snap: false,
    brands: ['Purely You', 'Clearwell', 'Evergreen Naturals'],
    qualifiers: ['', 'Sensitive', 'Daily'],
    items: [
      'Oral Care|Whitening Toothpaste|4.8 oz|2.99-4.99',
      'Hair Care|Moisturizing Shampoo|12 fl oz|3.99-6.99',
      'Skin Care|Moisturizing Lotion|16 fl oz|5.99-8.99',
      'Bath & Body|Coconut Body Wash|18 fl oz|3.99-6.49',
      'Vitamins|Vitamin D3 Softgels|100 ct|6.99-10.99|k',
      'Pain Relief|Ibuprofen Tablets 200 mg|100 ct|5.99-8.99',
      'Shaving|Shave Gel|7 oz|2.99-4.49',
    ],
  },
  {
    key: 'baby',
    name: 'Baby Care',
    weight: 3,
    snap: true,
    brands: ['Little Sprout', 'Tiny Steps'],
    qualifiers: ['', 'Organic'],
    items: [
      'Diapers|Baby Diapers Size 3|84 ct|19.99-27.99|nk',
      'Wipes|Unscented Baby Wipes|216 ct|8.99-12.99|nk',
      'Baby Food|Apple Puree|4 oz|1.29-1.99',
      'Baby Food|Banana Oat Puffs|1.48 oz|2.99-3.99',
      'Formula|Infant Formula Powder|30.8 oz|24.99-34.99|k',
    ],
  },
  {
    key: 'pet',
    name: 'Pet Care',
    weight: 3,
    snap: false,
    brands: ['Happy Tails', 'Whisker Way', 'Trail Dog'],
    qualifiers: ['', 'Grain Free'],
    items: [
      'Dog Food|Chicken & Rice Dry Dog Food|30 lb|34.99-49.99|k',
      'Dog Food|Beef Stew Wet Dog Food|13.2 oz|1.99-2.99',
      'Cat Food|Salmon Recipe Dry Cat Food|16 lb|19.99-28.99|k',
      'Cat Litter|Clumping Cat Litter|20 lb|9.99-14.99|k',
      'Dog Treats|Peanut Butter Dog Biscuits|24 oz|5.99-8.99',
    ],
  },
  {
    key: 'flowers',
    name: 'Flowers & Occasions',
    weight: 2,
    snap: false,
    brands: ['Bloom & Stem', 'Petal Lane'],
    qualifiers: ['', 'Seasonal', 'Premium'],
    items: [
      'Flowers, Cards, Occasion|Mixed Spring Bouquet|1 ct|12.99-24.99',
      'Flowers, Cards, Occasion|Dozen Red Roses|12 ct|19.99-29.99',
      'Flowers, Cards, Occasion|Potted Orchid|1 ct|19.99-29.99',
      'Flowers, Cards, Occasion|Birthday Greeting Card|1 ct|3.99-6.99',
      'Flowers, Cards, Occasion|Happy Birthday Balloon|1 ct|4.99-7.99',
    ],
  },
  {
    key: 'home',
    name: 'Home & Kitchen',
    weight: 3,
    snap: false,
    brands: ['Ironhearth', 'Coastal Spice', 'Bluebird', 'Prairie Kitchen'],
    qualifiers: ['', 'Deluxe'],
    items: [
      'Kitchenware|Cast Iron Skillet 10 in|1 ct|24.99-39.99',
      'Kitchenware|Stainless Steel Mixing Bowls|3 ct|19.99-29.99',
      'Kitchenware|Bamboo Cutting Board|1 ct|14.99-24.99',
      'Gift Baskets|Gourmet Snack Gift Basket|1 ct|39.99-69.99',
      'Specialty Foods|Smoked Sea Salt Sampler|4 ct|14.99-24.99',
      'Specialty Foods|Hot Sauce Trio|3 ct|19.99-29.99',
    ],
  },
]

function parseItem(line: string, departmentSnap: boolean): CatalogItem {
  const [aisle = '', noun = '', sizes = '', range = '', flags = ''] = line.split('|')
  const [low = 1, high = 2] = range.split('-').map(Number)
  return {
    aisle,
    noun,
    sizes: sizes.split(','),
    low,
    high,
    byWeight: flags.includes('w'),
    madeToOrder: flags.includes('m'),
    snap: (departmentSnap || flags.includes('s')) && !flags.includes('n'),
    sns: flags.includes('k'),
  }
}

export const DEPARTMENTS: readonly Department[] = RAW.map((d) => ({
  key: d.key,
  name: d.name,
  weight: d.weight,
  brands: d.brands,
  qualifiers: d.qualifiers,
  items: d.items.map((line) => parseItem(line, d.snap)),
}))

export function departmentByKey(key: string): Department {
  const found = DEPARTMENTS.find((d) => d.key === key)
  if (!found) throw new Error(`Unknown department '${key}'`)
  return found
}

/** Third-party sellers of the marketplace ('home') department. */
export const SELLERS = [
  { sellerId: 'SLR-1001', sellerName: 'Hearth & Home Goods' },
  { sellerId: 'SLR-1002', sellerName: 'Coastal Spice Traders' },
  { sellerId: 'SLR-1003', sellerName: 'Bluebird Gift Co.' },
  { sellerId: 'SLR-1004', sellerName: 'Prairie Kitchen Supply' },
] as const

/** Parses '16 oz', '12 ct', '24x16.9 fl oz' and 'lb' into the display fields of a product. */
export function parseSize(size: string): { packageQty: number; sizeQty: number; unit: string } {
  const pack = /^(\d+)x(.+)$/.exec(size)
  const rest = pack ? (pack[2] ?? '') : size
  const m = /^([\d.]+)\s+(.+)$/.exec(rest)
  const packageQty = pack ? Number(pack[1]) : 1
  if (!m) return { packageQty, sizeQty: 1, unit: rest }
  return { packageQty, sizeQty: Number(m[1]), unit: m[2] ?? '' }
}
