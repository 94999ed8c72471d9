// UI labels of the basket area, in the ten UI languages. Placeholders look like {name}.
import { defineLabels } from './define';

export const basketLabels = defineLabels({
  en: { add: 'Add to basket', added: 'Added to basket', addedNamed: '{name} is in your basket.', viewBasket: 'View basket' },
  es: { add: 'Añadir a la cesta', added: 'Añadido a la cesta', addedNamed: '{name} está en su cesta.', viewBasket: 'Ver la cesta' },
  fr: { add: 'Ajouter au panier', added: 'Ajouté au panier', addedNamed: '{name} est dans votre panier.', viewBasket: 'Voir le panier' },
  de: { add: 'In den Warenkorb', added: 'Im Warenkorb', addedNamed: '{name} liegt in Ihrem Warenkorb.', viewBasket: 'Warenkorb ansehen' },
  ru: { add: 'Добавить в корзину', added: 'Добавлено в корзину', addedNamed: '«{name}» в вашей корзине.', viewBasket: 'Перейти в корзину' },
  it: { add: 'Aggiungi al carrello', added: 'Aggiunto al carrello', addedNamed: '{name} è nel tuo carrello.', viewBasket: 'Vai al carrello' },
  pt: { add: 'Adicionar ao cesto', added: 'Adicionado ao cesto', addedNamed: '{name} está no seu cesto.', viewBasket: 'Ver o cesto' },
  zh: { add: '加入购物篮', added: '已加入购物篮', addedNamed: '“{name}”已在您的购物篮中。', viewBasket: '查看购物篮' },
  ja: { add: 'バスケットに追加', added: 'バスケットに追加しました', addedNamed: '「{name}」をバスケットに追加しました。', viewBasket: 'バスケットを見る' },
  pl: { add: 'Dodaj do koszyka', added: 'Dodano do koszyka', addedNamed: '{name} jest w Twoim koszyku.', viewBasket: 'Przejdź do koszyka' },
});
