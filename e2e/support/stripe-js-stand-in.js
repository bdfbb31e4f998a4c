/* global document, window */
// A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js) that browser tests serve in
// its place: the machine running them has no internet. It implements only what the app calls
// through @stripe/stripe-js and @stripe/react-stripe-js: Stripe(key), elements(), the Payment
// Element (plain inputs instead of Stripe's frame) and confirmPayment, which sends the card to
// Stripe's API like the real one (the test routes api.stripe.com to the local fake Stripe) and
// shows a 3-D Secure window when the bank asks for one.
(function () {
  'use strict';
  var API = 'https://api.stripe.com/v1';

  function post(path, fields) {
    var body = new URLSearchParams(fields).toString();
    return fetch(API + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body,
    }).then(function (res) {
      return res.json().then(function (json) {
        return { ok: res.ok, json: json };
      });
    });
  }

  function field(label, name, placeholder) {
    var wrap = document.createElement('label');
    wrap.style.display = 'block';
    wrap.style.margin = '0 0 8px';
    wrap.textContent = label;
    var input = document.createElement('input');
    input.name = name;
    input.placeholder = placeholder;
    input.autocomplete = 'off';
    input.style.display = 'block';
    input.style.width = '100%';
    input.style.padding = '8px';
    wrap.appendChild(input);
    return { wrap: wrap, input: input };
  }

  function createPaymentElement() {
    var handlers = {};
    var node = null;
    var inputs = null;
    var element = {
      mount: function (target) {
        node = typeof target === 'string' ? document.querySelector(target) : target;
        var number = field('Número de tarjeta', 'cardnumber', '1234 1234 1234 1234');
        var expiry = field('Fecha de vencimiento', 'exp-date', 'MM / AA');
        var cvc = field('CVC', 'cvc', 'CVC');
        inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
        node.appendChild(number.wrap);
        node.appendChild(expiry.wrap);
        node.appendChild(cvc.wrap);
        setTimeout(function () {
          (handlers.ready || []).forEach(function (fn) {
            fn({ elementType: 'payment' });
          });
        }, 0);
      },
      on: function (event, fn) {
        (handlers[event] = handlers[event] || []).push(fn);
        return element;
      },
      off: function (event, fn) {
        handlers[event] = (handlers[event] || []).filter(function (other) {
          return other !== fn;
        });
        return element;
      },
      update: function () {},
      unmount: function () {
        if (node) node.textContent = '';
      },
      destroy: function () {
        element.unmount();
      },
      values: function () {
        return inputs && { number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value };
      },
    };
    return element;
  }

  /** The bank's 3-D Secure window: the test approves or refuses, as a card holder would. */
  function threeDSecure() {
    return new Promise(function (resolve) {
      var dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Verificación 3-D Secure');
      dialog.style.cssText =
        'position:fixed;inset:20% 10%;background:#fff;border:1px solid #999;padding:16px;z-index:99999';
      var text = document.createElement('p');
      text.textContent = 'Tu banco pide confirmar este pago.';
      dialog.appendChild(text);
      [
        ['Completar autenticación', 'approve'],
        ['Rechazar autenticación', 'fail'],
      ].forEach(function (choice) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = choice[0];
        button.onclick = function () {
          dialog.remove();
          resolve(choice[1]);
        };
        dialog.appendChild(button);
      });
      document.body.appendChild(dialog);
    });
  }

  function outcome(answer) {
    if (answer.ok) return { paymentIntent: answer.json };
    return { error: answer.json.error };
  }

  function Stripe(publishableKey) {
    var clientSecret = null;
    var payment = null;
    function unused(name) {
      return function () {
        return Promise.reject(new Error('stand-in Stripe.js: ' + name + ' is not used by the app'));
      };
    }
    return {
      _registerWrapper: function () {},
      // Present so @stripe/react-stripe-js recognises a Stripe object; the app never calls them.
      createToken: unused('createToken'),
      createPaymentMethod: unused('createPaymentMethod'),
      confirmCardPayment: unused('confirmCardPayment'),
      registerAppInfo: function () {},
      elements: function (options) {
        clientSecret = (options && options.clientSecret) || null;
        return {
          create: function (type) {
            if (type !== 'payment') throw new Error('stand-in Stripe.js: only the payment element');
            payment = createPaymentElement();
            return payment;
          },
          getElement: function () {
            return payment;
          },
          update: function () {},
          submit: function () {
            return Promise.resolve({});
          },
        };
      },
      confirmPayment: function () {
        var values = payment && payment.values();
        if (!values || !values.number.trim())
          return Promise.resolve({
            error: {
              type: 'validation_error',
              code: 'incomplete_number',
              message: 'El número de tarjeta está incompleto.',
            },
          });
        var id = clientSecret.split('_secret_')[0];
        var card = {
          key: publishableKey,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': values.number,
          'payment_method_data[card][cvc]': values.cvc,
        };
        return post('/payment_intents/' + id + '/confirm', card).then(function (answer) {
          if (!answer.ok || answer.json.status !== 'requires_action') return outcome(answer);
          return threeDSecure().then(function (result) {
            return post('/payment_intents/' + id + '/authenticate', {
              key: publishableKey,
              client_secret: clientSecret,
              result: result,
            }).then(outcome);
          });
        });
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
